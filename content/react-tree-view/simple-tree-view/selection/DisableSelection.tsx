import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { CatalogueItems } from './catalogue';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView disableSelection defaultExpandedItems={['accessories']}>
        <CatalogueItems />
      </SimpleTreeView>
    </Box>
  );
}
