import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { UnSystemItems } from './un-system';

export default function SetItemExpansion() {
  const apiRef = useTreeViewApiRef();

  const setEcosoc = (event: React.SyntheticEvent, shouldBeExpanded: boolean) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'ecosoc', shouldBeExpanded });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => setEcosoc(event, true)}>
          Open ECOSOC
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setEcosoc(event, false)}>
          Close ECOSOC
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <SimpleTreeView apiRef={apiRef}>
          <UnSystemItems />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
