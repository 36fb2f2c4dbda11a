import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const projectFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Sidebar.tsx', label: 'Sidebar.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'public/favicon.svg', label: 'favicon.svg' }],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'README.md', label: 'README.md' },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView items={projectFiles} defaultExpandedItems={['src']} />
    </Box>
  );
}
