import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { CatalogueItems } from './catalogue';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <SimpleTreeView
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['computers', 'microcontrollers', 'accessories']}
        >
          <CatalogueItems />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
