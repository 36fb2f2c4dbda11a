import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Planets of the solar system by their order from the Sun, with their largest moons (NASA).
export default function FocusItem() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'saturn')}>
          Focus Saturn
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'titan')}>
          Focus Titan
        </Button>
      </Stack>
      <Box sx={{ minHeight: 280 }}>
        <SimpleTreeView apiRef={apiRef}>
          <TreeItem itemId="mercury" label="Mercury" />
          <TreeItem itemId="venus" label="Venus" />
          <TreeItem itemId="earth" label="Earth">
            <TreeItem itemId="moon" label="Moon" />
          </TreeItem>
          <TreeItem itemId="mars" label="Mars">
            <TreeItem itemId="phobos" label="Phobos" />
          </TreeItem>
          <TreeItem itemId="jupiter" label="Jupiter">
            <TreeItem itemId="ganymede" label="Ganymede" />
          </TreeItem>
          <TreeItem itemId="saturn" label="Saturn">
            <TreeItem itemId="titan" label="Titan" />
          </TreeItem>
          <TreeItem itemId="uranus" label="Uranus" />
          <TreeItem itemId="neptune" label="Neptune" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
