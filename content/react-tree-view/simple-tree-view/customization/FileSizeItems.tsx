import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface FileItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Size of a file in bytes; folders have none. */
  bytes?: number;
}

// The default TreeItem rebuilt from its parts, with one addition: the file size after the label.
const FileItem = React.forwardRef(function FileItem(props: FileItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, bytes, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {bytes !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
              {(bytes / 1024).toFixed(1)} kB
            </Typography>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

// File sizes from `git ls-tree -l v8.7.0 packages/x-tree-view` (mui/mui-x).
export default function FileSizeItems() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250, maxWidth: 420 }}>
      <SimpleTreeView defaultExpandedItems={['src', 'src/TreeItem']}>
        <FileItem itemId="src" label="src">
          <FileItem itemId="src/RichTreeView" label="RichTreeView">
            <FileItem itemId="src/RichTreeView/RichTreeView.tsx" label="RichTreeView.tsx" bytes={12382} />
            <FileItem itemId="src/RichTreeView/RichTreeView.types.ts" label="RichTreeView.types.ts" bytes={2057} />
          </FileItem>
          <FileItem itemId="src/TreeItem" label="TreeItem">
            <FileItem itemId="src/TreeItem/TreeItem.tsx" label="TreeItem.tsx" bytes={14386} />
            <FileItem itemId="src/TreeItem/TreeItem.types.ts" label="TreeItem.types.ts" bytes={4227} />
            <FileItem itemId="src/TreeItem/treeItemClasses.ts" label="treeItemClasses.ts" bytes={2526} />
          </FileItem>
          <FileItem itemId="src/index.ts" label="index.ts" bytes={473} />
        </FileItem>
        <FileItem itemId="package.json" label="package.json" bytes={2359} />
      </SimpleTreeView>
    </Box>
  );
}
