import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogue } from './catalogue';

export default function ApiSetItemSelection() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({ event, itemId: 'touch-display-2', shouldBeSelected: true })}
        >
          Select Touch Display 2
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({ event, itemId: 'touch-display-2', shouldBeSelected: false })}
        >
          Deselect it
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView items={catalogue} apiRef={apiRef} defaultExpandedItems={['accessories']} />
      </Box>
    </Stack>
  );
}
