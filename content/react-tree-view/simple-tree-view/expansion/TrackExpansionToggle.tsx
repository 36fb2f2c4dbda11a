import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { UnSystemItems } from './un-system';

export default function TrackExpansionToggle() {
  const [last, setLast] = React.useState<{ itemId: string; isExpanded: boolean } | null>(null);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Typography>
        {last ? (
          <React.Fragment>
            <code>{last.itemId}</code> was {last.isExpanded ? 'expanded' : 'collapsed'}
          </React.Fragment>
        ) : (
          'Open or close an item'
        )}
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <SimpleTreeView onItemExpansionToggle={(_event, itemId, isExpanded) => setLast({ itemId, isExpanded })}>
          <UnSystemItems />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
