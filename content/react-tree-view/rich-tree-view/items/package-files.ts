import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// packages/x-tree-view in the mui/mui-x repository at v8.7.0 (test files left out).
// Each id is the item's path, unique across the whole tree.
export const packageFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/RichTreeView',
        label: 'RichTreeView',
        children: [
          { id: 'src/RichTreeView/RichTreeView.tsx', label: 'RichTreeView.tsx' },
          { id: 'src/RichTreeView/RichTreeView.types.ts', label: 'RichTreeView.types.ts' },
          { id: 'src/RichTreeView/index.ts', label: 'index.ts' },
        ],
      },
      {
        id: 'src/SimpleTreeView',
        label: 'SimpleTreeView',
        children: [
          { id: 'src/SimpleTreeView/SimpleTreeView.tsx', label: 'SimpleTreeView.tsx' },
          { id: 'src/SimpleTreeView/index.ts', label: 'index.ts' },
        ],
      },
      {
        id: 'src/TreeItem',
        label: 'TreeItem',
        children: [
          { id: 'src/TreeItem/TreeItem.tsx', label: 'TreeItem.tsx' },
          { id: 'src/TreeItem/treeItemClasses.ts', label: 'treeItemClasses.ts' },
          { id: 'src/TreeItem/index.ts', label: 'index.ts' },
        ],
      },
      {
        id: 'src/hooks',
        label: 'hooks',
        children: [
          { id: 'src/hooks/useTreeItemModel.ts', label: 'useTreeItemModel.ts' },
          { id: 'src/hooks/useTreeViewApiRef.tsx', label: 'useTreeViewApiRef.tsx' },
        ],
      },
      { id: 'src/index.ts', label: 'index.ts' },
    ],
  },
  { id: 'LICENSE', label: 'LICENSE' },
  { id: 'README.md', label: 'README.md' },
  { id: 'package.json', label: 'package.json' },
];
