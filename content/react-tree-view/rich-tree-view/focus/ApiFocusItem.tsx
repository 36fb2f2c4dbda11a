import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { solarSystem } from './solar-system';

export default function ApiFocusItem() {
  const apiRef = useTreeViewApiRef();

  const focusEuropa = (event: React.SyntheticEvent) => {
    // An item inside a collapsed parent cannot take the focus: open Jupiter first.
    apiRef.current?.setItemExpansion({ event, itemId: 'jupiter', shouldBeExpanded: true });
    // The moons render after that state update, so focus on the next frame.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'europa'));
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'mars')}>
          Focus Mars
        </Button>
        <Button size="small" variant="outlined" onClick={focusEuropa}>
          Focus Europa
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView items={solarSystem} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
