import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalogue } from './catalogue';

export default function ApiKeepExistingSelection() {
  const apiRef = useTreeViewApiRef();
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);

  const toggle = (event: React.SyntheticEvent, itemId: string) =>
    apiRef.current?.setItemSelection({ event, itemId, keepExistingSelection });

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={keepExistingSelection} onChange={(event) => setKeepExistingSelection(event.target.checked)} />}
        label="keepExistingSelection"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'camera-3')}>
          Toggle Camera Module 3
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'hq-camera')}>
          Toggle High Quality Camera
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={catalogue}
          apiRef={apiRef}
          multiSelect
          defaultSelectedItems={['pi-5']}
          defaultExpandedItems={['computers', 'accessories', 'cameras']}
        />
      </Box>
    </Stack>
  );
}
