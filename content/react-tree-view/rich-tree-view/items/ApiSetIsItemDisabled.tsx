import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { unOrgans } from './un-organs';

export default function ApiSetIsItemDisabled() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setIsItemDisabled({ itemId: 'secretariat', shouldBeDisabled: true })}
        >
          Disable Secretariat
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setIsItemDisabled({ itemId: 'secretariat', shouldBeDisabled: false })}
        >
          Enable Secretariat
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260 }}>
        <RichTreeView items={unOrgans} apiRef={apiRef} defaultExpandedItems={['secretariat']} />
      </Box>
    </Stack>
  );
}
