import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { solarSystem } from './solar-system';

const isLeaf = (item: TreeViewBaseItem) => !item.children?.length;

export default function KeyboardNavigation() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [renamed, setRenamed] = React.useState<Record<string, string>>({});

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 320, minWidth: 220 }}>
        <RichTreeView
          aria-label="Planets and moons"
          items={solarSystem}
          multiSelect
          isItemEditable={isLeaf}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
          selectedItems={selected}
          // 8.7.0 can repeat an id when Shift+Arrow lands on a selected item: keep each one once.
          onSelectedItemsChange={(_event, itemIds) => setSelected([...new Set(itemIds)])}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          onItemLabelChange={(itemId, label) => setRenamed((previous) => ({ ...previous, [itemId]: label }))}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, fontSize: 14 }}>
        <Typography component="p" variant="subtitle2">State</Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' } }}>
          <dt>Focused</dt>
          <dd>{focused ?? '-'}</dd>
          <dt>Expanded</dt>
          <dd>{expanded.join(', ') || '-'}</dd>
          <dt>Selected</dt>
          <dd>{selected.join(', ') || '-'}</dd>
          <dt>Renamed</dt>
          <dd>{JSON.stringify(renamed)}</dd>
        </Box>
      </Box>
    </Stack>
  );
}
