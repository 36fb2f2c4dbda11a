import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function CheckboxSlotProps() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={catalogue}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['microcontrollers']}
        defaultSelectedItems={['pico-2', 'pico-2w']}
        // The checkbox is Material UI's Checkbox: its props pass through the slot.
        slotProps={{ item: ({ label }) => ({ slotProps: { checkbox: { color: 'secondary', 'aria-label': `Select ${label}` } } }) }}
      />
    </Box>
  );
}
