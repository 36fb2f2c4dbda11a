// World Bank, World Development Indicators, 2022: GDP per capita in current
// US dollars and life expectancy at birth in years, both rounded.
export interface Country {
  id: string;
  name: string;
  gdpPerCapita: number;
  lifeExpectancy: number;
}

export const countries: Country[] = [
  { id: 'NO', name: 'Norway', gdpPerCapita: 108700, lifeExpectancy: 83.1 },
  { id: 'US', name: 'United States', gdpPerCapita: 76400, lifeExpectancy: 77.4 },
  { id: 'DE', name: 'Germany', gdpPerCapita: 48700, lifeExpectancy: 80.7 },
  { id: 'GB', name: 'United Kingdom', gdpPerCapita: 46100, lifeExpectancy: 80.7 },
  { id: 'FR', name: 'France', gdpPerCapita: 40900, lifeExpectancy: 82.3 },
  { id: 'JP', name: 'Japan', gdpPerCapita: 34000, lifeExpectancy: 84.0 },
  { id: 'CN', name: 'China', gdpPerCapita: 12700, lifeExpectancy: 78.6 },
  { id: 'MX', name: 'Mexico', gdpPerCapita: 11500, lifeExpectancy: 74.8 },
  { id: 'BR', name: 'Brazil', gdpPerCapita: 8900, lifeExpectancy: 73.4 },
  { id: 'ZA', name: 'South Africa', gdpPerCapita: 6800, lifeExpectancy: 62.3 },
  { id: 'ID', name: 'Indonesia', gdpPerCapita: 4800, lifeExpectancy: 67.6 },
  { id: 'EG', name: 'Egypt', gdpPerCapita: 4300, lifeExpectancy: 70.2 },
  { id: 'BD', name: 'Bangladesh', gdpPerCapita: 2700, lifeExpectancy: 73.7 },
  { id: 'IN', name: 'India', gdpPerCapita: 2400, lifeExpectancy: 67.7 },
  { id: 'NG', name: 'Nigeria', gdpPerCapita: 2200, lifeExpectancy: 53.6 },
  { id: 'ET', name: 'Ethiopia', gdpPerCapita: 1000, lifeExpectancy: 65.0 },
  { id: 'MZ', name: 'Mozambique', gdpPerCapita: 560, lifeExpectancy: 59.3 },
];
