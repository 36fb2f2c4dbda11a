import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { carnivora } from './carnivora';

export default function ApiSetItemExpansion() {
  const apiRef = useTreeViewApiRef();

  const revealPanda = (event: React.SyntheticEvent) => {
    // setItemExpansion opens one item: open each ancestor of Ailuropoda.
    for (const itemId of ['caniformia', 'ursidae']) {
      apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded: true });
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={revealPanda}>
          Show the giant panda's genus
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'caniformia' })}
        >
          Toggle Caniformia
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView items={carnivora} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
