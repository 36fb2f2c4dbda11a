export type FileKind = 'folder' | 'typescript' | 'markdown' | 'json' | 'licence';

export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  children?: FileNode[];
}

const file = (path: string, kind: FileKind): FileNode => ({ id: path, label: path.split('/').pop()!, kind });

// packages/x-tree-view-pro in the mui/mui-x repository at v8.7.0 (tests left out).
export const treeViewPro: FileNode[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      {
        id: 'src/RichTreeViewPro',
        label: 'RichTreeViewPro',
        kind: 'folder',
        children: [
          file('src/RichTreeViewPro/RichTreeViewPro.tsx', 'typescript'),
          file('src/RichTreeViewPro/RichTreeViewPro.plugins.ts', 'typescript'),
          file('src/RichTreeViewPro/RichTreeViewPro.types.ts', 'typescript'),
          file('src/RichTreeViewPro/richTreeViewProClasses.ts', 'typescript'),
          file('src/RichTreeViewPro/index.ts', 'typescript'),
        ],
      },
      {
        id: 'src/themeAugmentation',
        label: 'themeAugmentation',
        kind: 'folder',
        children: [
          file('src/themeAugmentation/components.ts', 'typescript'),
          file('src/themeAugmentation/overrides.ts', 'typescript'),
          file('src/themeAugmentation/props.ts', 'typescript'),
          file('src/themeAugmentation/index.ts', 'typescript'),
        ],
      },
      file('src/index.ts', 'typescript'),
    ],
  },
  file('LICENSE', 'licence'),
  file('README.md', 'markdown'),
  file('package.json', 'json'),
  file('tsconfig.json', 'json'),
];
