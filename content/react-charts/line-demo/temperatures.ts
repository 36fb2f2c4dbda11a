// Climate normals 1991–2020, mean monthly temperature in °C, rounded: Met Office
// (London Heathrow), Roshydromet (Moscow VDNKh), Bureau of Meteorology (Sydney).
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

export const london = [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0];
export const moscow = [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4];
export const sydney = [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2];

/** The same normals as rows, one per month, for the `dataset` prop. */
export const normals = months.map((month, index) => ({
  month,
  london: london[index] ?? null,
  moscow: moscow[index] ?? null,
  sydney: sydney[index] ?? null,
}));
