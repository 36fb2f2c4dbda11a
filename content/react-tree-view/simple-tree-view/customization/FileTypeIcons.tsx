import * as React from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function iconFor(fileName: string): React.ElementType<SvgIconProps> {
  if (fileName.endsWith('.json')) return DataObjectRounded;
  if (fileName.endsWith('.md')) return ArticleOutlined;
  if (fileName === 'LICENSE') return GavelRounded;
  return CodeRounded;
}

// A leaf given its own `icon` slot: it replaces the tree's endIcon for that item only.
function File({ path }: { path: string }) {
  const name = path.split('/').pop()!;
  return <TreeItem itemId={path} label={name} slots={{ icon: iconFor(name) }} slotProps={{ icon: { fontSize: 'small', color: 'action' } as SvgIconProps }} />;
}

// Part of packages/x-tree-view in the mui/mui-x repository at v8.7.0.
export default function FileTypeIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['src', 'src/TreeItem']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/TreeItem" label="TreeItem">
            <File path="src/TreeItem/TreeItem.tsx" />
            <File path="src/TreeItem/treeItemClasses.ts" />
          </TreeItem>
          <File path="src/index.ts" />
        </TreeItem>
        <File path="LICENSE" />
        <File path="README.md" />
        <File path="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
