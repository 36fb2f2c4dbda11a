import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function ContentSlotProps() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={catalogue}
        defaultExpandedItems={['computers']}
        // A function of { itemId, label }: each row gets a hover title and a data attribute of its own.
        slotProps={{
          item: ({ itemId, label }) => ({
            slotProps: { content: { title: `${label} (${itemId})`, 'data-product': itemId } as React.HTMLAttributes<HTMLDivElement> },
          }),
        }}
      />
    </Box>
  );
}
