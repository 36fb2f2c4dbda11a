import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { catalogue } from './catalogue';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />} label="descendants" />
        <FormControlLabel control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />} label="parents" />
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        {/* Collapsed items are propagated to as well: select "Accessories" with it closed. */}
        <RichTreeView
          items={catalogue}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Box>
    </Stack>
  );
}
