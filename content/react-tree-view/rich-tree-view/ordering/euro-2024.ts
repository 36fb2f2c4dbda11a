import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// UEFA EURO 2024, groups A to D as drawn, teams in alphabetical order (uefa.com).
export const groups: TreeViewBaseItem[] = [
  {
    id: 'group-a',
    label: 'Group A',
    children: [
      { id: 'germany', label: 'Germany' },
      { id: 'hungary', label: 'Hungary' },
      { id: 'scotland', label: 'Scotland' },
      { id: 'switzerland', label: 'Switzerland' },
    ],
  },
  {
    id: 'group-b',
    label: 'Group B',
    children: [
      { id: 'albania', label: 'Albania' },
      { id: 'croatia', label: 'Croatia' },
      { id: 'italy', label: 'Italy' },
      { id: 'spain', label: 'Spain' },
    ],
  },
  {
    id: 'group-c',
    label: 'Group C',
    children: [
      { id: 'denmark', label: 'Denmark' },
      { id: 'england', label: 'England' },
      { id: 'serbia', label: 'Serbia' },
      { id: 'slovenia', label: 'Slovenia' },
    ],
  },
  {
    id: 'group-d',
    label: 'Group D',
    children: [
      { id: 'austria', label: 'Austria' },
      { id: 'france', label: 'France' },
      { id: 'netherlands', label: 'Netherlands' },
      { id: 'poland', label: 'Poland' },
    ],
  },
];

export const GROUP_IDS = new Set(groups.map((group) => group.id));
