import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { files } from './files';

export default function EditAllItems() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={files} isItemEditable defaultExpandedItems={['src', 'src/RichTreeViewPro']} />
    </Box>
  );
}
