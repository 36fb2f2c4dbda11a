// Airports Council International (ACI World): the ten busiest airports of 2023 by
// passengers handled, in millions. Countries are stored as ISO 3166-1 alpha-2 codes.
export interface Airport {
  id: string; // IATA code
  city: string;
  country: string;
  passengers: number;
}

export const airports: Airport[] = [
  { id: 'ATL', city: 'Atlanta', country: 'US', passengers: 104.7 },
  { id: 'DXB', city: 'Dubai', country: 'AE', passengers: 87.0 },
  { id: 'DFW', city: 'Dallas/Fort Worth', country: 'US', passengers: 81.8 },
  { id: 'LHR', city: 'London Heathrow', country: 'GB', passengers: 79.2 },
  { id: 'HND', city: 'Tokyo Haneda', country: 'JP', passengers: 78.7 },
  { id: 'DEN', city: 'Denver', country: 'US', passengers: 77.8 },
  { id: 'IST', city: 'Istanbul', country: 'TR', passengers: 76.0 },
  { id: 'LAX', city: 'Los Angeles', country: 'US', passengers: 75.1 },
  { id: 'ORD', city: "Chicago O'Hare", country: 'US', passengers: 73.9 },
  { id: 'DEL', city: 'Delhi', country: 'IN', passengers: 72.2 },
];
