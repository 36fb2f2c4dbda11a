import * as React from 'react';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Part of packages/x-tree-view in the mui/mui-x repository at v8.7.0.
export function PackageItems({ Item = TreeItem }: { Item?: typeof TreeItem }) {
  return (
    <React.Fragment>
      <Item itemId="src" label="src">
        <Item itemId="src/RichTreeView" label="RichTreeView">
          <Item itemId="src/RichTreeView/RichTreeView.tsx" label="RichTreeView.tsx" />
          <Item itemId="src/RichTreeView/richTreeViewClasses.ts" label="richTreeViewClasses.ts" />
        </Item>
        <Item itemId="src/TreeItem" label="TreeItem">
          <Item itemId="src/TreeItem/TreeItem.tsx" label="TreeItem.tsx" />
          <Item itemId="src/TreeItem/treeItemClasses.ts" label="treeItemClasses.ts" />
        </Item>
        <Item itemId="src/index.ts" label="index.ts" />
      </Item>
      <Item itemId="LICENSE" label="LICENSE" />
      <Item itemId="package.json" label="package.json" />
    </React.Fragment>
  );
}
