// Cities whose names carry accents or letters beyond A–Z, in their local spelling, with the
// IATA code of the airport that serves them (IATA Airline and Airport Code Search, iata.org).
export interface AccentedCity {
  id: string;
  city: string;
  country: string;
  language: string;
}

export const accentedCities: AccentedCity[] = [
  { id: 'GRU', city: 'São Paulo', country: 'Brazil', language: 'Portuguese' },
  { id: 'BOG', city: 'Bogotá', country: 'Colombia', language: 'Spanish' },
  { id: 'YUL', city: 'Montréal', country: 'Canada', language: 'French' },
  { id: 'AGP', city: 'Málaga', country: 'Spain', language: 'Spanish' },
  { id: 'GVA', city: 'Genève', country: 'Switzerland', language: 'French' },
  { id: 'ZRH', city: 'Zürich', country: 'Switzerland', language: 'German' },
  { id: 'DUS', city: 'Düsseldorf', country: 'Germany', language: 'German' },
  { id: 'NUE', city: 'Nürnberg', country: 'Germany', language: 'German' },
  { id: 'MMX', city: 'Malmö', country: 'Sweden', language: 'Swedish' },
  { id: 'GOT', city: 'Göteborg', country: 'Sweden', language: 'Swedish' },
  { id: 'KRK', city: 'Kraków', country: 'Poland', language: 'Polish' },
  { id: 'GDN', city: 'Gdańsk', country: 'Poland', language: 'Polish' },
  { id: 'WRO', city: 'Wrocław', country: 'Poland', language: 'Polish' },
  { id: 'LCJ', city: 'Łódź', country: 'Poland', language: 'Polish' },
  { id: 'CPH', city: 'København', country: 'Denmark', language: 'Danish' },
  { id: 'TOS', city: 'Tromsø', country: 'Norway', language: 'Norwegian' },
  { id: 'KEF', city: 'Reykjavík', country: 'Iceland', language: 'Icelandic' },
];
