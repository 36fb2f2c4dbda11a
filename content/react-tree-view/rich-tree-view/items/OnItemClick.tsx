import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { packageFiles } from './package-files';

export default function OnItemClick() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography sx={{ mb: 1 }}>
        Last clicked: <code>{clicked ?? 'nothing yet'}</code>
      </Typography>
      <Box sx={{ minHeight: 240 }}>
        <RichTreeView items={packageFiles} onItemClick={(_event, itemId) => setClicked(itemId)} />
      </Box>
    </Box>
  );
}
