import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { GROUP_IDS, groups } from './euro-2024';

export default function OnlyReorderInSameParent() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 250 }}>
      <RichTreeViewPro
        items={groups}
        itemsReordering
        isItemReorderable={(itemId) => !GROUP_IDS.has(itemId)}
        // Predict the standings: a team moves within its own group, never to another one.
        canMoveItemToNewPosition={({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId}
        defaultExpandedItems={['group-a', 'group-b']}
      />
    </Box>
  );
}
