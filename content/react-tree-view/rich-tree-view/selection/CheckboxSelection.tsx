import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function CheckboxSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={catalogue} checkboxSelection defaultExpandedItems={['microcontrollers']} />
    </Box>
  );
}
