// Derived from climate normals 1991–2020 (Met Office, Roshydromet, Bureau of
// Meteorology): mean temperature of the coldest and warmest months, the annual mean
// of the twelve monthly means, and the swing between the two extremes, in °C.
export const metrics = [
  { name: 'Coldest month', min: -10, max: 25 },
  { name: 'Warmest month', min: 0, max: 30 },
  { name: 'Annual mean', min: 0, max: 25 },
  { name: 'Yearly swing', min: 0, max: 30 },
];

// Around the chart each name takes two lines, so that a phone-wide chart has room for them;
// the tooltip keeps them on one.
export function twoLineNames(name: string, { location }: { location: 'tick' | 'tooltip' }) {
  return location === 'tick' ? name.replace(' ', '\n') : name;
}

export const climates = [
  { label: 'London', data: [5.6, 19.1, 11.7, 13.5] },
  { label: 'Moscow', data: [-6.2, 19.7, 6.3, 25.9] },
  { label: 'Sydney', data: [13.4, 23.5, 18.8, 10.1] },
];
