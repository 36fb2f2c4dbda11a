import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Order Carnivora: suborders, some families and genera (Integrated Taxonomic Information System, ITIS).
export const carnivora: TreeViewBaseItem[] = [
  {
    id: 'feliformia',
    label: 'Feliformia',
    children: [
      {
        id: 'felidae',
        label: 'Felidae',
        children: [
          { id: 'panthera', label: 'Panthera' },
          { id: 'acinonyx', label: 'Acinonyx' },
          { id: 'lynx', label: 'Lynx' },
        ],
      },
      { id: 'hyaenidae', label: 'Hyaenidae', children: [{ id: 'crocuta', label: 'Crocuta' }] },
    ],
  },
  {
    id: 'caniformia',
    label: 'Caniformia',
    children: [
      { id: 'canidae', label: 'Canidae', children: [{ id: 'canis', label: 'Canis' }, { id: 'vulpes', label: 'Vulpes' }] },
      { id: 'ursidae', label: 'Ursidae', children: [{ id: 'ursus', label: 'Ursus' }] },
    ],
  },
];
