import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { GROUP_IDS, groups } from './euro-2024';

export default function OnlyReorderLeaves() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 250 }}>
      <RichTreeViewPro
        items={groups}
        itemsReordering
        // Teams can be dragged, the groups themselves cannot.
        isItemReorderable={(itemId) => !GROUP_IDS.has(itemId)}
        defaultExpandedItems={['group-a', 'group-b']}
      />
    </Box>
  );
}
