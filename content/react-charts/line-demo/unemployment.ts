// U.S. Bureau of Labor Statistics, series LNS14000000 (FRED: UNRATE): unemployment rate in %,
// seasonally adjusted, January 2019 to December 2022, as published in 2023. BLS revises the
// seasonal factors every January, so other vintages differ by a tenth here and there.
export const rates = [
  4.0, 3.8, 3.8, 3.6, 3.7, 3.6, 3.7, 3.7, 3.5, 3.6, 3.6, 3.6, // 2019
  3.5, 3.5, 4.4, 14.7, 13.2, 11.0, 10.2, 8.4, 7.9, 6.9, 6.7, 6.7, // 2020
  6.3, 6.2, 6.1, 6.1, 5.8, 5.9, 5.4, 5.2, 4.8, 4.5, 4.2, 3.9, // 2021
  4.0, 3.8, 3.6, 3.6, 3.6, 3.6, 3.5, 3.7, 3.5, 3.7, 3.6, 3.5, // 2022
];

// The first day of each month, in UTC: Date.UTC rolls month 12 over into January.
export const months = rates.map((_, index) => new Date(Date.UTC(2019, index, 1)));
