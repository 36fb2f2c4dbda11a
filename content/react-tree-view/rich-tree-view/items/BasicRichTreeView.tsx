import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { packageFiles } from './package-files';

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={packageFiles} defaultExpandedItems={['src', 'src/TreeItem']} />
    </Box>
  );
}
