import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { carnivora, parentIds } from './carnivora';

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['caniformia']);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(parentIds(carnivora))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 340 }}>
        <RichTreeView
          items={carnivora}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Box>
    </Stack>
  );
}
