import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { CatalogueItems } from './catalogue';

export default function KeepExistingSelection() {
  const apiRef = useTreeViewApiRef();
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);

  const toggle = (event: React.SyntheticEvent, itemId: string) => {
    // Without shouldBeSelected, the item's selection is toggled.
    apiRef.current?.setItemSelection({ event, itemId, keepExistingSelection });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepExistingSelection}
            onChange={(event) => setKeepExistingSelection(event.target.checked)}
          />
        }
        label="keepExistingSelection"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'pico')}>
          Toggle Pico
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'pico-2')}>
          Toggle Pico 2
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260 }}>
        <SimpleTreeView
          apiRef={apiRef}
          multiSelect
          defaultSelectedItems={['pi-5']}
          defaultExpandedItems={['computers', 'microcontrollers']}
        >
          <CatalogueItems />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
