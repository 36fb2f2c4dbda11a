// Paris 2024 Summer Olympics: the ten nations with the most gold medals, from the
// final medal table of the International Olympic Committee (olympics.com).
export interface MedalCount {
  id: string; // IOC country code
  nation: string;
  gold: number;
  silver: number;
  bronze: number;
}

export const medals: MedalCount[] = [
  { id: 'USA', nation: 'United States', gold: 40, silver: 44, bronze: 42 },
  { id: 'CHN', nation: 'China', gold: 40, silver: 27, bronze: 24 },
  { id: 'JPN', nation: 'Japan', gold: 20, silver: 12, bronze: 13 },
  { id: 'AUS', nation: 'Australia', gold: 18, silver: 19, bronze: 16 },
  { id: 'FRA', nation: 'France', gold: 16, silver: 26, bronze: 22 },
  { id: 'NED', nation: 'Netherlands', gold: 15, silver: 7, bronze: 12 },
  { id: 'GBR', nation: 'Great Britain', gold: 14, silver: 22, bronze: 29 },
  { id: 'KOR', nation: 'South Korea', gold: 13, silver: 9, bronze: 10 },
  { id: 'ITA', nation: 'Italy', gold: 12, silver: 13, bronze: 15 },
  { id: 'GER', nation: 'Germany', gold: 12, silver: 13, bronze: 8 },
];
