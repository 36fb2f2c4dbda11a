import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

// The first level, as GET /x/data/repository-tree answered it: rendered on the server with the
// page, so the tree is never empty. Deeper levels are fetched on expansion.
const packages: RepositoryEntry[] = [
  { id: 'packages/x-charts', label: 'x-charts', kind: 'folder', childrenCount: 8 },
  { id: 'packages/x-data-grid', label: 'x-data-grid', kind: 'folder', childrenCount: 8 },
  { id: 'packages/x-date-pickers', label: 'x-date-pickers', kind: 'folder', childrenCount: 8 },
  { id: 'packages/x-tree-view', label: 'x-tree-view', kind: 'folder', childrenCount: 8 },
  { id: 'packages/x-tree-view-pro', label: 'x-tree-view-pro', kind: 'folder', childrenCount: 8 },
];

const dataSource = {
  getTreeItems: async (parentId?: string) => {
    const response = await fetch(`/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`);
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    return ((await response.json()) as { items: RepositoryEntry[] }).items;
  },
  getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
};

export default function InitialItems() {
  return (
    <Box sx={{ height: 320, minWidth: 260, overflowY: 'auto' }}>
      <RichTreeViewPro items={packages} dataSource={dataSource} />
    </Box>
  );
}
