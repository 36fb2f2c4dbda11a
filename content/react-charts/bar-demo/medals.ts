// International Olympic Committee, Paris 2024 final medal table: the seven
// nations with the most gold medals.
export const medals = [
  { nation: 'United States', gold: 40, silver: 44, bronze: 42 },
  { nation: 'China', gold: 40, silver: 27, bronze: 24 },
  { nation: 'Japan', gold: 20, silver: 12, bronze: 13 },
  { nation: 'Australia', gold: 18, silver: 19, bronze: 16 },
  { nation: 'France', gold: 16, silver: 26, bronze: 22 },
  { nation: 'Netherlands', gold: 15, silver: 7, bronze: 12 },
  { nation: 'Great Britain', gold: 14, silver: 22, bronze: 29 },
];
