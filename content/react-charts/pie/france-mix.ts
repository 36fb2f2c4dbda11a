// RTE, Bilan électrique 2023: electricity generated in France by source, in TWh, rounded.
export const franceMix = [
  { id: 'nuclear', label: 'Nuclear', value: 320 },
  { id: 'hydro', label: 'Hydropower', value: 59 },
  { id: 'wind', label: 'Wind', value: 51 },
  { id: 'fossil', label: 'Fossil', value: 32 },
  { id: 'solar', label: 'Solar', value: 22 },
  { id: 'bio', label: 'Bioenergy', value: 11 },
];

export const totalTWh = franceMix.reduce((sum, source) => sum + source.value, 0);
