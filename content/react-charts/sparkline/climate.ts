// Climate normals 1991–2020 (Met Office, Roshydromet, Bureau of Meteorology): mean
// monthly temperature in °C, January to December, and London Heathrow's rainfall in mm.
export const cities = [
  { name: 'London', temperatures: [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0] },
  { name: 'Moscow', temperatures: [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4] },
  { name: 'Sydney', temperatures: [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2] },
];

export const londonRainfall = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];
