import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { CatalogueItems } from './catalogue';

export default function SetItemSelection() {
  const apiRef = useTreeViewApiRef();

  const select = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'pi-5')}>
          Select Raspberry Pi 5
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'camera-3')}>
          Select Camera Module 3
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260 }}>
        <SimpleTreeView apiRef={apiRef} defaultExpandedItems={['computers', 'accessories']}>
          <CatalogueItems />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
