import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Part of packages/x-tree-view in the mui/mui-x repository at v8.7.0.
// The item ids are the paths, so they are unique across the whole tree.
export default function PackageFolders() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/RichTreeView" label="RichTreeView">
            <TreeItem itemId="src/RichTreeView/RichTreeView.tsx" label="RichTreeView.tsx" />
            <TreeItem itemId="src/RichTreeView/index.ts" label="index.ts" />
          </TreeItem>
          <TreeItem itemId="src/SimpleTreeView" label="SimpleTreeView">
            <TreeItem itemId="src/SimpleTreeView/SimpleTreeView.tsx" label="SimpleTreeView.tsx" />
            <TreeItem itemId="src/SimpleTreeView/index.ts" label="index.ts" />
          </TreeItem>
          <TreeItem itemId="src/TreeItem" label="TreeItem">
            <TreeItem itemId="src/TreeItem/TreeItem.tsx" label="TreeItem.tsx" />
            <TreeItem itemId="src/TreeItem/index.ts" label="index.ts" />
          </TreeItem>
          <TreeItem itemId="src/index.ts" label="index.ts" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
