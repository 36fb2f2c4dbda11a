import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { CatalogueItems } from './catalogue';

export default function MultiSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView
        multiSelect
        defaultExpandedItems={['computers', 'microcontrollers']}
        defaultSelectedItems={['pi-5', 'pico-2']}
      >
        <CatalogueItems />
      </SimpleTreeView>
    </Box>
  );
}
