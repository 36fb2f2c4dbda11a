import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Raspberry Pi microcontroller boards (raspberrypi.com product pages).
// The two wireless boards are disabled, as if out of stock.
export default function DisabledItemsFocusable() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 200 }}>
        {/* SimpleTreeView reads disabledItemsFocusable when it mounts: the key remounts it on change. */}
        <SimpleTreeView
          key={focusable ? 'focusable' : 'skipped'}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['pico']}
        >
          <TreeItem itemId="pico" label="Raspberry Pi Pico series">
            <TreeItem itemId="pico-1" label="Pico (RP2040)" />
            <TreeItem itemId="pico-w" label="Pico W (RP2040, Wi-Fi)" disabled />
            <TreeItem itemId="pico-2" label="Pico 2 (RP2350)" />
            <TreeItem itemId="pico-2-w" label="Pico 2 W (RP2350, Wi-Fi)" disabled />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
