import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { carnivora } from './carnivora';

export default function CustomAnimation() {
  const [animated, setAnimated] = React.useState(false);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={animated} onChange={(event) => setAnimated(event.target.checked)} />}
        label="Slow animation (800 ms)"
      />
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          items={carnivora}
          // slotProps.item reaches every TreeItem the tree renders.
          slotProps={{
            item: { slotProps: { groupTransition: { timeout: animated ? 800 : 0 } } },
          }}
        />
      </Box>
    </Box>
  );
}
