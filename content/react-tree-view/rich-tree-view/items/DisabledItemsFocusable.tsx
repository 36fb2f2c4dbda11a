import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unOrgans } from './un-organs';

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
          isItemDisabled={(organ) => organ.suspended === true}
          disabledItemsFocusable={focusable}
        />
      </Box>
    </Box>
  );
}
