// United Nations, World Population Prospects 2022 (estimates to 2020, medium
// variant after): population by region, in billions, rounded.
export const years = [2000, 2010, 2020, 2030, 2040, 2050];

export const regions = [
  { id: 'asia', label: 'Asia', data: [3.74, 4.22, 4.66, 4.96, 5.18, 5.29] },
  { id: 'africa', label: 'Africa', data: [0.82, 1.04, 1.36, 1.71, 2.09, 2.49] },
  { id: 'europe', label: 'Europe', data: [0.73, 0.74, 0.75, 0.74, 0.72, 0.7] },
  { id: 'latam', label: 'Latin America', data: [0.52, 0.59, 0.65, 0.69, 0.72, 0.73] },
  { id: 'northam', label: 'Northern America', data: [0.31, 0.34, 0.37, 0.39, 0.41, 0.42] },
];
