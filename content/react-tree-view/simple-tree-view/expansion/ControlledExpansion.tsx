import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { EXPANDABLE_IDS, UnSystemItems } from './un-system';

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['secretariat']);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(EXPANDABLE_IDS)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <UnSystemItems />
        </SimpleTreeView>
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Box>
    </Stack>
  );
}
