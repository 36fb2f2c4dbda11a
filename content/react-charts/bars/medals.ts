// International Olympic Committee, final medal table of the Paris 2024 Summer
// Olympics: the seven nations with most gold medals, by IOC country code.
export const medals = [
  { nation: 'USA', gold: 40, silver: 44, bronze: 42 },
  { nation: 'CHN', gold: 40, silver: 27, bronze: 24 },
  { nation: 'JPN', gold: 20, silver: 12, bronze: 13 },
  { nation: 'AUS', gold: 18, silver: 19, bronze: 16 },
  { nation: 'FRA', gold: 16, silver: 26, bronze: 22 },
  { nation: 'NED', gold: 15, silver: 7, bronze: 12 },
  { nation: 'GBR', gold: 14, silver: 22, bronze: 29 },
];

/** One series per medal; the ids double as CSS class suffixes (see GradientBars). */
export const medalSeries = [
  { id: 'gold', dataKey: 'gold', label: 'Gold', color: '#c9a227' },
  { id: 'silver', dataKey: 'silver', label: 'Silver', color: '#9ea7ad' },
  { id: 'bronze', dataKey: 'bronze', label: 'Bronze', color: '#a5672e' },
];
