// NASA, Planetary Fact Sheet (NSSDCA): mean distance from the Sun in millions
// of km, mean temperature in °C, equatorial diameter in km and mean density
// in kg/m³.
export const planets = [
  { name: 'Mercury', distance: 57.9, temperature: 167, diameter: 4879, density: 5429 },
  { name: 'Venus', distance: 108.2, temperature: 464, diameter: 12104, density: 5243 },
  { name: 'Earth', distance: 149.6, temperature: 15, diameter: 12756, density: 5514 },
  { name: 'Mars', distance: 228, temperature: -65, diameter: 6792, density: 3934 },
  { name: 'Jupiter', distance: 778.5, temperature: -110, diameter: 142984, density: 1326 },
  { name: 'Saturn', distance: 1432, temperature: -140, diameter: 120536, density: 687 },
  { name: 'Uranus', distance: 2867, temperature: -195, diameter: 51118, density: 1270 },
  { name: 'Neptune', distance: 4515, temperature: -200, diameter: 49528, density: 1638 },
];
