import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { files, type FileNode } from './files';

// Files can be renamed, folders cannot: an item is editable when it has no children.
const isFile = (node: FileNode) => !node.children?.length;

export default function EditLeaves() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={files} isItemEditable={isFile} defaultExpandedItems={['src', 'src/themeAugmentation']} />
    </Box>
  );
}
