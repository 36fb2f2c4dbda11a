import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { CatalogueItems } from './catalogue';

export default function CheckboxMultiSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView
        checkboxSelection
        multiSelect
        defaultExpandedItems={['computers', 'accessories']}
        defaultSelectedItems={['pi-500', 'camera-3']}
      >
        <CatalogueItems />
      </SimpleTreeView>
    </Box>
  );
}
