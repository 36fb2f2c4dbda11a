// India Meteorological Department, Mumbai (Santacruz), long-term averages:
// monthly rainfall in millimetres and mean daily maximum temperature in °C, rounded.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const rainfallMm = [1, 0, 0, 1, 13, 578, 841, 550, 342, 90, 19, 3];

export const maxTemperatureC = [31.1, 31.6, 32.8, 33.3, 33.6, 32.1, 30.0, 29.7, 30.6, 33.4, 34.2, 32.8];
