// Met Office climate averages for London Heathrow, 1991–2020: monthly
// rainfall in millimetres and mean daily temperature in °C, rounded.
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

export const rainfallMm = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];

export const meanTemperatureC = [5.8, 6.2, 8.3, 10.9, 14.2, 17.3, 19.6, 19.2, 16.4, 12.8, 8.9, 6.4];
