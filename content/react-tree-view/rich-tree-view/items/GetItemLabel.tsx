import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Board {
  id: string;
  name: string;
  released: number;
  children?: Board[];
}

// Raspberry Pi boards and their release years (raspberrypi.com news archive).
const boards: Board[] = [
  {
    id: 'flagship',
    name: 'Flagship series',
    released: 2012,
    children: [
      { id: 'pi-1b', name: 'Raspberry Pi 1 Model B', released: 2012 },
      { id: 'pi-2b', name: 'Raspberry Pi 2 Model B', released: 2015 },
      { id: 'pi-3b', name: 'Raspberry Pi 3 Model B', released: 2016 },
      { id: 'pi-4b', name: 'Raspberry Pi 4 Model B', released: 2019 },
      { id: 'pi-5', name: 'Raspberry Pi 5', released: 2023 },
    ],
  },
];

// Defined outside the component, so the tree does not rebuild its lookup on every render.
const getBoardLabel = (board: Board) => `${board.name} (${board.released})`;

export default function GetItemLabel() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        items={boards}
        getItemLabel={getBoardLabel}
        defaultExpandedItems={['flagship']}
      />
    </Box>
  );
}
