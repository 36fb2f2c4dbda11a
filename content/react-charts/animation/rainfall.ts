// Monthly rainfall in millimetres, long-term climate averages, rounded: Met
// Office (London Heathrow, 1991–2020), Meteorological Service Singapore
// (Changi) and India Meteorological Department (Mumbai Santacruz).
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const rainfallByCity = {
  London: [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55],
  Singapore: [222, 115, 170, 166, 164, 135, 147, 146, 125, 157, 256, 288],
  Mumbai: [1, 0, 0, 1, 13, 578, 841, 550, 342, 90, 19, 3],
};

export type City = keyof typeof rainfallByCity;

export const cities = Object.keys(rainfallByCity) as City[];
