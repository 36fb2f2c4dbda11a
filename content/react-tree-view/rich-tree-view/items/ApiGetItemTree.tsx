import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The Moon landings of the Apollo programme (NASA): mission, then landing site.
const missions: TreeViewBaseItem[] = [
  { id: 'apollo-11', label: 'Apollo 11', children: [{ id: 'tranquillitatis', label: 'Mare Tranquillitatis' }] },
  { id: 'apollo-12', label: 'Apollo 12', children: [{ id: 'procellarum', label: 'Oceanus Procellarum' }] },
  { id: 'apollo-14', label: 'Apollo 14', children: [{ id: 'fra-mauro', label: 'Fra Mauro' }] },
];

export default function ApiGetItemTree() {
  const apiRef = useTreeViewApiRef();
  const [tree, setTree] = React.useState<TreeViewBaseItem[] | null>(null);

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setTree(apiRef.current!.getItemTree())}>
        Read getItemTree()
      </Button>
      <Box sx={{ minHeight: 150 }}>
        <RichTreeView items={missions} apiRef={apiRef} />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, maxHeight: 220, overflow: 'auto' }}>
        {tree ? JSON.stringify(tree, null, 2) : 'Not read yet'}
      </Box>
    </Stack>
  );
}
