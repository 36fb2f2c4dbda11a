import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Climate normals 1991–2020, mean monthly temperature in °C, rounded: Met Office
// (London Heathrow), Roshydromet (Moscow VDNKh), Bureau of Meteorology (Sydney).
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const cities = ['London', 'Moscow', 'Sydney'];

const temperatures = [
  [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0],
  [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4],
  [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2],
];

/** One [month index, city index, °C] triple per cell. */
export const cells: HeatmapValueType[] = temperatures.flatMap((row, city) =>
  row.map((temperature, month): HeatmapValueType => [month, city, temperature]),
);
