export interface FileNode {
  id: string;
  label: string;
  children?: FileNode[];
}

// packages/x-tree-view-pro in the mui/mui-x repository at v8.7.0 (tests left out).
export const files: FileNode[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/RichTreeViewPro',
        label: 'RichTreeViewPro',
        children: [
          { id: 'src/RichTreeViewPro/RichTreeViewPro.tsx', label: 'RichTreeViewPro.tsx' },
          { id: 'src/RichTreeViewPro/RichTreeViewPro.types.ts', label: 'RichTreeViewPro.types.ts' },
          { id: 'src/RichTreeViewPro/index.ts', label: 'index.ts' },
        ],
      },
      {
        id: 'src/themeAugmentation',
        label: 'themeAugmentation',
        children: [
          { id: 'src/themeAugmentation/components.ts', label: 'components.ts' },
          { id: 'src/themeAugmentation/index.ts', label: 'index.ts' },
        ],
      },
      { id: 'src/index.ts', label: 'index.ts' },
    ],
  },
  { id: 'LICENSE', label: 'LICENSE' },
  { id: 'README.md', label: 'README.md' },
  { id: 'package.json', label: 'package.json' },
];
