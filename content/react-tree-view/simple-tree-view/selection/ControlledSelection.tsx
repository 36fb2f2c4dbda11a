import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { ALL_ITEM_IDS, CatalogueItems } from './catalogue';

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['pico']);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(ALL_ITEM_IDS)}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Select none
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260 }}>
        <SimpleTreeView
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['microcontrollers']}
        >
          <CatalogueItems />
        </SimpleTreeView>
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Box>
    </Stack>
  );
}
