import * as React from 'react';
import Box from '@mui/material/Box';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { carnivora } from './carnivora';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView
        items={carnivora}
        defaultExpandedItems={['feliformia', 'felidae']}
        slots={{ expandIcon: ChevronRightRounded, collapseIcon: ExpandMoreRounded, endIcon: FiberManualRecord }}
        slotProps={{ endIcon: { style: { fontSize: 8, opacity: 0.5 } } }}
      />
    </Box>
  );
}
