import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function TrackSelectionToggle() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 300, minWidth: 250 }}>
        <RichTreeView
          items={catalogue}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true }}
          defaultExpandedItems={['accessories']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLog((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 8))
          }
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography component="p" variant="subtitle2">Last eight changes</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
