// United Nations, World Population Prospects 2022: population by region in
// 2023, in millions, rounded.
export const regions = [
  { id: 'asia', label: 'Asia', value: 4753 },
  { id: 'africa', label: 'Africa', value: 1460 },
  { id: 'europe', label: 'Europe', value: 742 },
  { id: 'latam', label: 'Latin America and the Caribbean', value: 664 },
  { id: 'northam', label: 'Northern America', value: 378 },
  { id: 'oceania', label: 'Oceania', value: 45 },
];
