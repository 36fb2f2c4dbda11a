import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
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
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { treeViewPro, type FileKind, type FileNode } from './repository';

const ICONS: Record<Exclude<FileKind, 'folder'>, React.ElementType<SvgIconProps>> = {
  typescript: CodeRounded,
  markdown: ArticleOutlined,
  json: DataObjectRounded,
  licence: GavelRounded,
};

const Content = styled(TreeItemContent)(({ theme }) => ({
  borderRadius: theme.spacing(1),
  gap: theme.spacing(1),
}));

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type FileItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FileItem = React.forwardRef(function FileItem(props: FileItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // The item as you passed it in `items`, with its own fields.
  const file = useTreeItemModel<FileNode>(itemId)!;
  const KindIcon = file.kind === 'folder' ? (status.expanded ? FolderOpenRounded : FolderRounded) : ICONS[file.kind];

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <Content {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <KindIcon fontSize="small" color={file.kind === 'folder' ? 'primary' : 'action'} />
          <TreeItemLabel {...getLabelProps()} />
        </Content>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <RichTreeView
        items={treeViewPro}
        defaultExpandedItems={['src', 'src/RichTreeViewPro']}
        defaultSelectedItems="src/RichTreeViewPro/RichTreeViewPro.tsx"
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
