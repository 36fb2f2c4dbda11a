import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

const dataSource = {
  getTreeItems: async (parentId?: string) => {
    const response = await fetch(`/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`);
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    return ((await response.json()) as { items: RepositoryEntry[] }).items;
  },
  getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
};

export default function LazyEditing() {
  const [renames, setRenames] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 320, minWidth: 260, overflowY: 'auto' }}>
        <RichTreeViewPro
          items={[]}
          dataSource={dataSource}
          // Files only: a folder's name is its id's last segment on the server.
          isItemEditable={(entry) => entry.kind === 'file'}
          onItemLabelChange={(itemId, label) => setRenames((previous) => [...previous, `${itemId} → ${label}`])}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Renames to send to the server</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
          {renames.map((rename, index) => (
            <li key={index}>{rename}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
