import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function CheckboxMultiSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={catalogue} checkboxSelection multiSelect defaultSelectedItems={['pi-500', 'camera-3']} defaultExpandedItems={['computers', 'accessories', 'cameras']} />
    </Box>
  );
}
