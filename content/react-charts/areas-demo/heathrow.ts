// Met Office, historic station data for Heathrow (London Airport), heathrowdata.txt: the
// monthly mean of the daily maximum and minimum temperatures, in °C.
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

// 1991–2020 averages, January to December, computed from the station's thirty years of months.
export const normalMax = [8.4, 9.0, 11.7, 15.0, 18.4, 21.6, 23.9, 23.4, 20.2, 15.8, 11.5, 8.8];
export const normalMin = [2.7, 2.6, 4.1, 6.0, 9.1, 12.0, 14.2, 14.1, 11.6, 8.8, 5.3, 3.1];

// Every month from January 2021 to December 2023.
const recentMax = [
  7.0, 9.1, 12.1, 13.1, 16.5, 22.5, 24.2, 21.9, 22.3, 16.9, 11.4, 10.1,
  8.9, 11.3, 13.2, 16.1, 20.2, 23.2, 27.2, 27.0, 20.2, 18.3, 13.2, 7.9,
  9.0, 10.8, 11.5, 14.6, 18.6, 25.3, 22.9, 23.0, 24.4, 18.1, 11.8, 10.9,
];
const recentMin = [
  1.3, 3.1, 4.1, 2.9, 7.2, 13.3, 14.9, 13.4, 13.3, 9.7, 4.5, 5.3,
  1.9, 4.0, 4.9, 5.7, 10.1, 11.9, 15.5, 15.9, 11.8, 10.4, 7.6, 1.7,
  2.5, 3.4, 5.2, 5.9, 9.3, 13.5, 14.0, 13.8, 14.7, 10.2, 5.4, 5.9,
];

const mean = (a: number, b: number) => (a + b) / 2;

/** Labels such as "Jan 2021" for the 36 recent months. */
export const recentMonths = recentMax.map(
  (_, index) => `${months[index % 12] ?? ''} ${2021 + Math.floor(index / 12)}`,
);

/** How far each recent month's mean temperature was from its 1991–2020 average, in °C. */
export const anomalies = recentMax.map((max, index) => {
  const month = index % 12;
  const difference = mean(max, recentMin[index]!) - mean(normalMax[month]!, normalMin[month]!);
  return Math.round(difference * 10) / 10;
});
