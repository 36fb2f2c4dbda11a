import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The planets in order from the Sun with some of their moons (NASA Solar System Exploration).
export const solarSystem: TreeViewBaseItem[] = [
  { id: 'mercury', label: 'Mercury' },
  { id: 'venus', label: 'Venus' },
  { id: 'earth', label: 'Earth', children: [{ id: 'moon', label: 'Moon' }] },
  { id: 'mars', label: 'Mars', children: [{ id: 'phobos', label: 'Phobos' }, { id: 'deimos', label: 'Deimos' }] },
  {
    id: 'jupiter',
    label: 'Jupiter',
    children: [
      { id: 'io', label: 'Io' },
      { id: 'europa', label: 'Europa' },
      { id: 'ganymede', label: 'Ganymede' },
      { id: 'callisto', label: 'Callisto' },
    ],
  },
  { id: 'saturn', label: 'Saturn', children: [{ id: 'titan', label: 'Titan' }, { id: 'enceladus', label: 'Enceladus' }] },
  { id: 'uranus', label: 'Uranus', children: [{ id: 'titania', label: 'Titania' }, { id: 'oberon', label: 'Oberon' }] },
  { id: 'neptune', label: 'Neptune', children: [{ id: 'triton', label: 'Triton' }] },
];
