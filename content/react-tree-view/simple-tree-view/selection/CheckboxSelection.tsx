import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { CatalogueItems } from './catalogue';

export default function CheckboxSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView checkboxSelection defaultExpandedItems={['microcontrollers']}>
        <CatalogueItems />
      </SimpleTreeView>
    </Box>
  );
}
