import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { CatalogueItems } from './catalogue';

export default function TrackSelectionToggle() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    setLog((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 5));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 260, minWidth: 250 }}>
        <SimpleTreeView
          multiSelect
          onItemSelectionToggle={handleToggle}
          defaultExpandedItems={['computers']}
        >
          <CatalogueItems />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography component="p" variant="subtitle2">Last five changes</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
