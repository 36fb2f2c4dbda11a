import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The provinces of Ireland and some of their counties.
const provinces: TreeViewBaseItem[] = [
  {
    id: 'leinster',
    label: 'Leinster',
    children: [
      { id: 'dublin', label: 'Dublin' },
      { id: 'kildare', label: 'Kildare' },
      { id: 'wicklow', label: 'Wicklow' },
    ],
  },
  {
    id: 'munster',
    label: 'Munster',
    children: [
      { id: 'cork', label: 'Cork' },
      { id: 'kerry', label: 'Kerry' },
    ],
  },
  {
    id: 'connacht',
    label: 'Connacht',
    children: [
      { id: 'galway', label: 'Galway' },
      { id: 'mayo', label: 'Mayo' },
    ],
  },
];

export default function TreeViewSlots() {
  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        items={provinces}
        defaultExpandedItems={['leinster']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
        }}
      />
    </Box>
  );
}
