import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { UnSystemItems } from './un-system';

export default function IconExpansion() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView expansionTrigger="iconContainer" defaultExpandedItems={['ga']}>
        <UnSystemItems />
      </SimpleTreeView>
    </Box>
  );
}
