import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { carnivora } from './carnivora';

export default function TrackExpansionToggle() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 300, minWidth: 230 }}>
        <RichTreeView
          items={carnivora}
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLog((previous) =>
              [`${itemId} ${isExpanded ? 'expanded' : 'collapsed'} (${event ? event.type : 'API'})`, ...previous].slice(0, 6),
            )
          }
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography component="p" variant="subtitle2">Last six toggles</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
