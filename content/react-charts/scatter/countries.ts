// World Bank, World Development Indicators, 2022: GDP per capita in current US
// dollars, life expectancy at birth in years, and population in millions, rounded.

// A type alias rather than an interface: rows typed this way fit the chart's `dataset` prop,
// which expects objects indexable by any string key.
export type Country = {
  id: string;
  name: string;
  region: 'Europe' | 'Americas' | 'Asia' | 'Africa';
  gdpPerCapita: number;
  lifeExpectancy: number;
  population: number;
};

export const countries: Country[] = [
  { id: 'NO', name: 'Norway', region: 'Europe', gdpPerCapita: 108700, lifeExpectancy: 83.1, population: 5.5 },
  { id: 'US', name: 'United States', region: 'Americas', gdpPerCapita: 76400, lifeExpectancy: 77.4, population: 333 },
  { id: 'DE', name: 'Germany', region: 'Europe', gdpPerCapita: 48700, lifeExpectancy: 80.7, population: 83.8 },
  { id: 'GB', name: 'United Kingdom', region: 'Europe', gdpPerCapita: 46100, lifeExpectancy: 80.7, population: 66.9 },
  { id: 'FR', name: 'France', region: 'Europe', gdpPerCapita: 40900, lifeExpectancy: 82.3, population: 68.0 },
  { id: 'JP', name: 'Japan', region: 'Asia', gdpPerCapita: 34000, lifeExpectancy: 84.0, population: 125 },
  { id: 'CN', name: 'China', region: 'Asia', gdpPerCapita: 12700, lifeExpectancy: 78.6, population: 1412 },
  { id: 'MX', name: 'Mexico', region: 'Americas', gdpPerCapita: 11500, lifeExpectancy: 74.8, population: 128 },
  { id: 'BR', name: 'Brazil', region: 'Americas', gdpPerCapita: 8900, lifeExpectancy: 73.4, population: 215 },
  { id: 'ZA', name: 'South Africa', region: 'Africa', gdpPerCapita: 6800, lifeExpectancy: 62.3, population: 59.9 },
  { id: 'ID', name: 'Indonesia', region: 'Asia', gdpPerCapita: 4800, lifeExpectancy: 67.6, population: 276 },
  { id: 'EG', name: 'Egypt', region: 'Africa', gdpPerCapita: 4300, lifeExpectancy: 70.2, population: 111 },
  { id: 'BD', name: 'Bangladesh', region: 'Asia', gdpPerCapita: 2700, lifeExpectancy: 73.7, population: 171 },
  { id: 'IN', name: 'India', region: 'Asia', gdpPerCapita: 2400, lifeExpectancy: 67.7, population: 1417 },
  { id: 'NG', name: 'Nigeria', region: 'Africa', gdpPerCapita: 2200, lifeExpectancy: 53.6, population: 219 },
  { id: 'ET', name: 'Ethiopia', region: 'Africa', gdpPerCapita: 1000, lifeExpectancy: 65.0, population: 123 },
  { id: 'MZ', name: 'Mozambique', region: 'Africa', gdpPerCapita: 560, lifeExpectancy: 59.3, population: 33.0 },
];

export const regions = ['Europe', 'Americas', 'Asia', 'Africa'] as const;
