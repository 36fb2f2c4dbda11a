import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { carnivora } from './carnivora';

export default function IconExpansion() {
  const [selected, setSelected] = React.useState<string | null>('felidae');

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography sx={{ mb: 1 }}>
        Selected: <code>{selected ?? 'none'}</code>
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={carnivora}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          defaultExpandedItems={['feliformia']}
        />
      </Box>
    </Box>
  );
}
