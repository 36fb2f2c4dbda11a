import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The same SI units as data: any list shaped like this can come from an API.
const units: TreeViewBaseItem[] = [
  {
    id: 'base',
    label: 'SI base units',
    children: [
      { id: 'metre', label: 'metre (length)' },
      { id: 'kilogram', label: 'kilogram (mass)' },
      { id: 'second', label: 'second (time)' },
      { id: 'ampere', label: 'ampere (electric current)' },
      { id: 'kelvin', label: 'kelvin (temperature)' },
      { id: 'mole', label: 'mole (amount of substance)' },
      { id: 'candela', label: 'candela (luminous intensity)' },
    ],
  },
  {
    id: 'derived',
    label: 'Derived units with special names',
    children: [
      { id: 'newton', label: 'newton (force)' },
      { id: 'joule', label: 'joule (energy)' },
      { id: 'watt', label: 'watt (power)' },
    ],
  },
];

export default function FirstRichTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView items={units} defaultExpandedItems={['derived']} />
    </Box>
  );
}
