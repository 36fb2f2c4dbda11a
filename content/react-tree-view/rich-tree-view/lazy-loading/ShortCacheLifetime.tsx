import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

export default function ShortCacheLifetime() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Fetched children stay fresh for 10 seconds instead of the default 5 minutes.
  // The tree reads the cache once, when it mounts: create it once too.
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 10_000 }));
  const [dataSource] = React.useState(() => ({
    getTreeItems: async (parentId?: string) => {
      setRequests((previous) => [...previous, parentId ?? '(root)']);
      const response = await fetch(`/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`);
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      return ((await response.json()) as { items: RepositoryEntry[] }).items;
    },
    getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
  }));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 320, minWidth: 260, overflowY: 'auto' }}>
        <RichTreeViewPro items={[]} dataSource={dataSource} dataSourceCache={cache} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Folders fetched ({requests.length})</Typography>
        <Typography variant="body2" color="text.secondary">
          Close and reopen a folder within 10 seconds, then after.
        </Typography>
        {/* A line kept for the first request, sent as soon as the tree is in the page. */}
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12, minHeight: 20, maxHeight: 250, overflowY: 'auto' }}>
          {requests.map((request, index) => (
            <li key={index}>{request}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
