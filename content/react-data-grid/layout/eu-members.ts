// The 27 member states of the European Union and the year each joined (the six
// founders from 1958, when the Treaty of Rome came into force). Source: European
// Union, "EU countries" (european-union.europa.eu/principles-countries-history/eu-countries).
export interface MemberState {
  id: string; // ISO 3166-1 alpha-2
  country: string;
  capital: string;
  joined: number;
}

export const memberStates: MemberState[] = [
  { id: 'BE', country: 'Belgium', capital: 'Brussels', joined: 1958 },
  { id: 'FR', country: 'France', capital: 'Paris', joined: 1958 },
  { id: 'DE', country: 'Germany', capital: 'Berlin', joined: 1958 },
  { id: 'IT', country: 'Italy', capital: 'Rome', joined: 1958 },
  { id: 'LU', country: 'Luxembourg', capital: 'Luxembourg', joined: 1958 },
  { id: 'NL', country: 'Netherlands', capital: 'Amsterdam', joined: 1958 },
  { id: 'DK', country: 'Denmark', capital: 'Copenhagen', joined: 1973 },
  { id: 'IE', country: 'Ireland', capital: 'Dublin', joined: 1973 },
  { id: 'GR', country: 'Greece', capital: 'Athens', joined: 1981 },
  { id: 'PT', country: 'Portugal', capital: 'Lisbon', joined: 1986 },
  { id: 'ES', country: 'Spain', capital: 'Madrid', joined: 1986 },
  { id: 'AT', country: 'Austria', capital: 'Vienna', joined: 1995 },
  { id: 'FI', country: 'Finland', capital: 'Helsinki', joined: 1995 },
  { id: 'SE', country: 'Sweden', capital: 'Stockholm', joined: 1995 },
  { id: 'CY', country: 'Cyprus', capital: 'Nicosia', joined: 2004 },
  { id: 'CZ', country: 'Czechia', capital: 'Prague', joined: 2004 },
  { id: 'EE', country: 'Estonia', capital: 'Tallinn', joined: 2004 },
  { id: 'HU', country: 'Hungary', capital: 'Budapest', joined: 2004 },
  { id: 'LV', country: 'Latvia', capital: 'Riga', joined: 2004 },
  { id: 'LT', country: 'Lithuania', capital: 'Vilnius', joined: 2004 },
  { id: 'MT', country: 'Malta', capital: 'Valletta', joined: 2004 },
  { id: 'PL', country: 'Poland', capital: 'Warsaw', joined: 2004 },
  { id: 'SK', country: 'Slovakia', capital: 'Bratislava', joined: 2004 },
  { id: 'SI', country: 'Slovenia', capital: 'Ljubljana', joined: 2004 },
  { id: 'BG', country: 'Bulgaria', capital: 'Sofia', joined: 2007 },
  { id: 'RO', country: 'Romania', capital: 'Bucharest', joined: 2007 },
  { id: 'HR', country: 'Croatia', capital: 'Zagreb', joined: 2013 },
];
