import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { outline, treeViewPro } from './repository';

export default function DragAndDrop() {
  const apiRef = useTreeViewApiRef();
  const [order, setOrder] = React.useState(() => outline(treeViewPro));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 320, minWidth: 250 }}>
        <RichTreeViewPro
          items={treeViewPro}
          apiRef={apiRef}
          itemsReordering
          defaultExpandedItems={['src', 'src/RichTreeViewPro']}
          // The tree moves the item itself; read the new order back from it.
          onItemPositionChange={() => setOrder(outline(apiRef.current!.getItemTree()))}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2" id="current-order">
          Current order
        </Typography>
        <Box component="pre" aria-labelledby="current-order" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflow: 'auto' }}>
          {order.join('\n')}
        </Box>
      </Box>
    </Stack>
  );
}
