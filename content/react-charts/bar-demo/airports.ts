// Airports Council International (ACI World): passengers handled, in millions,
// 2019 and 2023, for the ten busiest airports of 2023.
export const airports = [
  { code: 'ATL', city: 'Atlanta', y2019: 110.5, y2023: 104.7 },
  { code: 'DXB', city: 'Dubai', y2019: 86.4, y2023: 87.0 },
  { code: 'DFW', city: 'Dallas/Fort Worth', y2019: 75.1, y2023: 81.8 },
  { code: 'LHR', city: 'London Heathrow', y2019: 80.9, y2023: 79.2 },
  { code: 'HND', city: 'Tokyo Haneda', y2019: 85.5, y2023: 78.7 },
  { code: 'DEN', city: 'Denver', y2019: 69.0, y2023: 77.8 },
  { code: 'IST', city: 'Istanbul', y2019: 52.0, y2023: 76.0 },
  { code: 'LAX', city: 'Los Angeles', y2019: 88.1, y2023: 75.1 },
  { code: 'ORD', city: "Chicago O'Hare", y2019: 84.6, y2023: 73.9 },
  { code: 'DEL', city: 'Delhi', y2019: 68.5, y2023: 72.2 },
];

/** Change from 2019 to 2023, in percent, one decimal. */
export const recovery = airports.map((airport) => ({
  code: airport.code,
  change: Math.round(((airport.y2023 - airport.y2019) / airport.y2019) * 1000) / 10,
}));
