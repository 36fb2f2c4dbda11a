// Planets: equatorial diameters from NASA's Planetary Fact Sheet (NSSDCA).
// Moons: the natural satellites massive enough to be round, with their mean diameters
// rounded to the kilometre, as listed in Wikipedia's "List of natural satellites".
export interface Moon {
  name: string;
  diameter: number;
}

export interface Planet {
  id: string;
  diameter: number;
  moons: Moon[];
}

export const planets: Planet[] = [
  { id: 'Mercury', diameter: 4879, moons: [] },
  { id: 'Venus', diameter: 12104, moons: [] },
  { id: 'Earth', diameter: 12756, moons: [{ name: 'Moon', diameter: 3475 }] },
  // Phobos and Deimos are too small to be round.
  { id: 'Mars', diameter: 6792, moons: [] },
  {
    id: 'Jupiter',
    diameter: 142984,
    moons: [
      { name: 'Io', diameter: 3643 },
      { name: 'Europa', diameter: 3122 },
      { name: 'Ganymede', diameter: 5268 },
      { name: 'Callisto', diameter: 4821 },
    ],
  },
  {
    id: 'Saturn',
    diameter: 120536,
    moons: [
      { name: 'Mimas', diameter: 396 },
      { name: 'Enceladus', diameter: 504 },
      { name: 'Tethys', diameter: 1062 },
      { name: 'Dione', diameter: 1123 },
      { name: 'Rhea', diameter: 1528 },
      { name: 'Titan', diameter: 5149 },
      { name: 'Iapetus', diameter: 1469 },
    ],
  },
  {
    id: 'Uranus',
    diameter: 51118,
    moons: [
      { name: 'Miranda', diameter: 472 },
      { name: 'Ariel', diameter: 1158 },
      { name: 'Umbriel', diameter: 1169 },
      { name: 'Titania', diameter: 1577 },
      { name: 'Oberon', diameter: 1523 },
    ],
  },
  { id: 'Neptune', diameter: 49528, moons: [{ name: 'Triton', diameter: 2707 }] },
];
