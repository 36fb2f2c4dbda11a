import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function LabelSlotProps() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={catalogue}
        defaultExpandedItems={['computers']}
        slotProps={{
          item: {
            slotProps: {
              // Long product names stay on one line and end with an ellipsis.
              label: { style: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } },
            },
          },
        }}
        sx={{ maxWidth: 200 }}
      />
    </Box>
  );
}
