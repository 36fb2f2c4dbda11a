// Airports Council International (ACI World): passengers handled, in millions,
// 2019 and 2023, for the ten busiest airports of 2023.
export interface Airport {
  id: string;
  city: string;
  country: string;
  y2019: number;
  y2023: number;
}

export const airports: Airport[] = [
  { id: 'ATL', city: 'Atlanta', country: 'United States', y2019: 110.5, y2023: 104.7 },
  { id: 'DXB', city: 'Dubai', country: 'United Arab Emirates', y2019: 86.4, y2023: 87.0 },
  { id: 'DFW', city: 'Dallas/Fort Worth', country: 'United States', y2019: 75.1, y2023: 81.8 },
  { id: 'LHR', city: 'London Heathrow', country: 'United Kingdom', y2019: 80.9, y2023: 79.2 },
  { id: 'HND', city: 'Tokyo Haneda', country: 'Japan', y2019: 85.5, y2023: 78.7 },
  { id: 'DEN', city: 'Denver', country: 'United States', y2019: 69.0, y2023: 77.8 },
  { id: 'IST', city: 'Istanbul', country: 'Türkiye', y2019: 52.0, y2023: 76.0 },
  { id: 'LAX', city: 'Los Angeles', country: 'United States', y2019: 88.1, y2023: 75.1 },
  { id: 'ORD', city: "Chicago O'Hare", country: 'United States', y2019: 84.6, y2023: 73.9 },
  { id: 'DEL', city: 'Delhi', country: 'India', y2019: 68.5, y2023: 72.2 },
];
