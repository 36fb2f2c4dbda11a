import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { carnivora } from './carnivora';

// In this tree the leaves are genera, and genus names are printed in italics by convention.
function leafIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children ? leafIds(item.children) : [item.id]));
}
const genera = new Set(leafIds(carnivora));

const genusProps: Partial<TreeItemProps> = {
  sx: { [`& .${treeItemClasses.label}`]: { fontStyle: 'italic' } },
};

// Declared outside the component: the tree re-renders every item when this function changes.
function propsForItem({ itemId }: { itemId: string }): Partial<TreeItemProps> {
  return genera.has(itemId) ? genusProps : {};
}

export default function PerItemProps() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView
        items={carnivora}
        defaultExpandedItems={['feliformia', 'felidae', 'caniformia', 'canidae']}
        slotProps={{ item: propsForItem }}
      />
    </Box>
  );
}
