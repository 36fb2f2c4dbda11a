import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

// This site's endpoint lists one folder of the mui/mui-x repository (v8.7.0) per request.
async function getTreeItems(parentId?: string): Promise<RepositoryEntry[]> {
  const query = parentId === undefined ? '' : `?parent=${encodeURIComponent(parentId)}`;
  const response = await fetch(`/x/data/repository-tree${query}`);
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  const { items } = (await response.json()) as { items: RepositoryEntry[] };
  return items;
}

const dataSource = {
  getTreeItems,
  getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
};

export default function BasicLazyLoading() {
  return (
    <Box sx={{ height: 360, minWidth: 260, overflowY: 'auto' }}>
      {/* No items: the tree asks the data source for the first level when it mounts. */}
      <RichTreeViewPro items={[]} dataSource={dataSource} aria-label="mui/mui-x at v8.7.0" />
    </Box>
  );
}
