// Cities whose names carry accents in their local spelling, with the IATA code of the
// airport that serves them (IATA Airline and Airport Code Search, iata.org).
export interface AccentedCity {
  id: string;
  city: string;
  country: string;
}

export const accentedCities: AccentedCity[] = [
  { id: 'GRU', city: 'São Paulo', country: 'Brazil' },
  { id: 'BOG', city: 'Bogotá', country: 'Colombia' },
  { id: 'YUL', city: 'Montréal', country: 'Canada' },
  { id: 'AGP', city: 'Málaga', country: 'Spain' },
  { id: 'GVA', city: 'Genève', country: 'Switzerland' },
  { id: 'ZRH', city: 'Zürich', country: 'Switzerland' },
  { id: 'DUS', city: 'Düsseldorf', country: 'Germany' },
  { id: 'NUE', city: 'Nürnberg', country: 'Germany' },
  { id: 'MMX', city: 'Malmö', country: 'Sweden' },
  { id: 'GOT', city: 'Göteborg', country: 'Sweden' },
  { id: 'KRK', city: 'Kraków', country: 'Poland' },
  { id: 'KEF', city: 'Reykjavík', country: 'Iceland' },
];
