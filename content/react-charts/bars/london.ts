// Met Office climate averages for London Heathrow, 1991–2020: monthly
// rainfall in millimetres and mean daily temperature in °C, rounded.
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

export const rainfallMm = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];

export const meanTemperatureC = [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0];
