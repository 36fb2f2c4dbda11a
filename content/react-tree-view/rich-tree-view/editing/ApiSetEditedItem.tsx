import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { files } from './files';

export default function ApiSetEditedItem() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => apiRef.current?.setEditedItem('package.json')}
      >
        Rename package.json
      </Button>
      <Box sx={{ minHeight: 220 }}>
        <RichTreeView items={files} apiRef={apiRef} isItemEditable />
      </Box>
    </Stack>
  );
}
