import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { groups } from './euro-2024';

interface OrderPayload {
  [groupId: string]: string[];
}

// What a back end storing "the order of teams in each group" needs: ids only.
function toPayload(tree: TreeViewBaseItem[]): OrderPayload {
  return Object.fromEntries(tree.map((group) => [group.id, (group.children ?? []).map((team) => team.id)]));
}

export default function SaveWholeTree() {
  const apiRef = useTreeViewApiRef();
  const [payload, setPayload] = React.useState<OrderPayload | null>(null);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 420, minWidth: 250 }}>
        <RichTreeViewPro
          items={groups}
          apiRef={apiRef}
          itemsReordering
          canMoveItemToNewPosition={({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId}
          defaultExpandedItems={['group-a', 'group-c']}
          onItemPositionChange={() => setPayload(toPayload(apiRef.current!.getItemTree()))}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Body of the PUT request after the last move</Typography>
        <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, overflow: 'auto' }}>
          {payload ? JSON.stringify(payload, null, 2) : 'Move a team first'}
        </Box>
      </Box>
    </Stack>
  );
}
