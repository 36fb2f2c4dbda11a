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

export default function RequestLog() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Built once: the tree reads dataSource when it mounts and on every expansion.
  const [dataSource] = React.useState(() => ({
    getTreeItems: async (parentId?: string) => {
      const url = `/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`;
      setRequests((previous) => [...previous, `GET ${decodeURIComponent(url)}`]);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      return ((await response.json()) as { items: RepositoryEntry[] }).items;
    },
    getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
  }));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 320, minWidth: 260, overflowY: 'auto' }}>
        <RichTreeViewPro items={[]} dataSource={dataSource} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Requests sent ({requests.length})</Typography>
        {/* A line kept for the first request, sent as soon as the tree is in the page. */}
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12, minHeight: 20, maxHeight: 290, overflowY: 'auto', overflowWrap: 'anywhere' }}>
          {requests.map((request, index) => (
            <li key={index}>{request}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
