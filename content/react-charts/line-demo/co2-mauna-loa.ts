// NOAA Global Monitoring Laboratory, Mauna Loa Observatory: annual mean
// atmospheric CO₂ in parts per million (ppm), 1959–2023.
// A type alias rather than an interface: the charts' `dataset` prop accepts it as is.
export type Co2Year = {
  year: number;
  ppm: number;
};

const ppmByYear = [
  315.98, 316.91, 317.64, 318.45, 318.99, 319.62, 320.04, 321.37, 322.18, 323.05,
  324.62, 325.68, 326.32, 327.46, 329.68, 330.19, 331.13, 332.03, 333.84, 335.41,
  336.84, 338.76, 340.12, 341.48, 343.15, 344.87, 346.35, 347.61, 349.31, 351.69,
  353.2, 354.45, 355.7, 356.54, 357.21, 358.96, 360.97, 362.74, 363.88, 366.84,
  368.54, 369.71, 371.32, 373.45, 375.98, 377.7, 379.98, 382.09, 384.02, 385.83,
  387.64, 390.1, 391.85, 394.06, 396.74, 398.81, 401.01, 404.41, 406.76, 408.72,
  411.65, 414.21, 416.41, 418.53, 421.08,
];

export const co2: Co2Year[] = ppmByYear.map((ppm, index) => ({ year: 1959 + index, ppm }));
