import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Board {
  slug: string;
  label: string;
  children?: Board[];
}

// Raspberry Pi boards (raspberrypi.com/products), keyed by their URL slug instead of an `id`.
const boards: Board[] = [
  {
    slug: 'computers',
    label: 'Computers',
    children: [
      { slug: 'raspberry-pi-5', label: 'Raspberry Pi 5' },
      { slug: 'raspberry-pi-4-model-b', label: 'Raspberry Pi 4 Model B' },
      { slug: 'raspberry-pi-zero-2-w', label: 'Raspberry Pi Zero 2 W' },
    ],
  },
  {
    slug: 'microcontrollers',
    label: 'Microcontrollers',
    children: [
      { slug: 'raspberry-pi-pico', label: 'Raspberry Pi Pico' },
      { slug: 'raspberry-pi-pico-2', label: 'Raspberry Pi Pico 2' },
    ],
  },
];

// Defined outside the component, so the tree does not rebuild its lookup on every render.
const getBoardId = (board: Board) => board.slug;

export default function GetItemId() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        items={boards}
        getItemId={getBoardId}
        defaultExpandedItems={['computers']}
        defaultSelectedItems="raspberry-pi-5"
      />
    </Box>
  );
}
