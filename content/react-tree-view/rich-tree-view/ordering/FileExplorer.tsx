import * as React from 'react';
import Box from '@mui/material/Box';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Entry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: Entry[];
}

const file = (id: string): Entry => ({ id, label: id.split('/').pop()!, kind: 'file' });

// packages/x-license in the mui/mui-x repository at v8.7.0 (abridged).
const license: Entry[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      {
        id: 'src/Watermark',
        label: 'Watermark',
        kind: 'folder',
        children: [file('src/Watermark/Watermark.tsx'), file('src/Watermark/index.ts')],
      },
      {
        id: 'src/verifyLicense',
        label: 'verifyLicense',
        kind: 'folder',
        children: [file('src/verifyLicense/verifyLicense.ts'), file('src/verifyLicense/index.ts')],
      },
      file('src/index.ts'),
    ],
  },
  file('README.md'),
  file('package.json'),
];

const kindById = new Map<string, Entry['kind']>();
function collect(entries: Entry[]) {
  for (const entry of entries) {
    kindById.set(entry.id, entry.kind);
    collect(entry.children ?? []);
  }
}
collect(license);

const ExplorerItem = React.forwardRef(function ExplorerItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const entry = useTreeItemModel<Entry>(props.itemId);
  const icon = entry?.kind === 'file' ? DescriptionOutlined : undefined;
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ icon, expandIcon: FolderRounded, collapseIcon: FolderOpenRounded, endIcon: FolderRounded }}
    />
  );
});

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 250 }}>
      <RichTreeViewPro
        items={license}
        itemsReordering
        slots={{ item: ExplorerItem }}
        defaultExpandedItems={['src', 'src/Watermark']}
        // Anything can move, but only into a folder (or to the root), never into a file.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || kindById.get(newPosition.parentId) === 'folder'
        }
      />
    </Box>
  );
}
