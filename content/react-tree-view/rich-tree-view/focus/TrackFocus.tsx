import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { solarSystem } from './solar-system';

export default function TrackFocus() {
  const [focused, setFocused] = React.useState<{ itemId: string; cause: string } | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 300, minWidth: 220 }}>
        <RichTreeView
          items={solarSystem}
          onItemFocus={(event, itemId) => setFocused({ itemId, cause: event?.type ?? 'none' })}
        />
      </Box>
      <Typography aria-live="polite" sx={{ minWidth: 200 }}>
        {focused ? (
          <React.Fragment>
            Focused <code>{focused.itemId}</code> after a <code>{focused.cause}</code> event
          </React.Fragment>
        ) : (
          'Tab into the tree, or click an item.'
        )}
      </Typography>
    </Stack>
  );
}
