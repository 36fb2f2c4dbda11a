import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unOrgans, type Organ } from './un-organs';

// Defined outside the component: a new function on each render would rebuild the tree's lookup.
const isSuspended = (organ: Organ) => organ.suspended === true;

export default function DisabledItemsFocusable() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 240 }}>
        <RichTreeView
          items={unOrgans}
          isItemDisabled={isSuspended}
          disabledItemsFocusable={focusable}
        />
      </Box>
    </Box>
  );
}
