import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { files } from './files';

export default function TrackLabelChange() {
  // The tree keeps edited labels in its own state; this map is what you would save.
  const [renamed, setRenamed] = React.useState<Record<string, string>>({});

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 300, minWidth: 250 }}>
        <RichTreeView
          items={files}
          isItemEditable
          defaultExpandedItems={['src']}
          onItemLabelChange={(itemId, newLabel) => setRenamed((previous) => ({ ...previous, [itemId]: newLabel }))}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Renamed items</Typography>
        <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflow: 'auto' }}>
          {JSON.stringify(renamed, null, 2)}
        </Box>
      </Box>
    </Stack>
  );
}
