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
        // The checkbox is Material UI's Checkbox: its props pass through the slot. Its name
        // belongs on the <input> (the Checkbox's own input slot), not on the wrapping span.
        slotProps={{
          item: ({ label }) => ({
            slotProps: {
              checkbox: {
                color: 'secondary',
                slotProps: { input: { 'aria-label': `Select ${label}` } },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
