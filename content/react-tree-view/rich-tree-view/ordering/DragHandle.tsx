import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { treeViewPro as repositoryTree } from './repository';

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type HandleItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const HandleItem = React.forwardRef(function HandleItem(props: HandleItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, getDragAndDropOverlayProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // Whether the last press on this item was on its handle: a drag that starts elsewhere is cancelled.
  const handleRef = React.useRef<HTMLDivElement>(null);
  const pressedOnHandle = React.useRef(false);

  const rootProps = getRootProps({
    ...other,
    onPointerDown: (event: React.PointerEvent) => {
      pressedOnHandle.current = handleRef.current?.contains(event.target as Node) ?? false;
    },
    onDragStart: (event: React.DragEvent) => {
      // A nested item's drag passes through its ancestors too: only judge our own.
      if (event.target === event.currentTarget && !pressedOnHandle.current) event.preventDefault();
    },
  });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <Box ref={handleRef} aria-hidden sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary' }}>
            <DragIndicatorRounded fontSize="small" />
          </Box>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandle() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 250 }}>
      <RichTreeViewPro
        items={repositoryTree}
        itemsReordering
        slots={{ item: HandleItem }}
        defaultExpandedItems={['src', 'src/RichTreeViewPro']}
      />
    </Box>
  );
}
