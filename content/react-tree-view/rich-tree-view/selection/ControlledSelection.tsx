import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { catalogue } from './catalogue';

function allIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => [item.id, ...allIds(item.children ?? [])]);
}

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['pico', 'pico-w']);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(allIds(catalogue))}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Select none
        </Button>
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={catalogue}
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['microcontrollers']}
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Box>
    </Stack>
  );
}
