import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { catalogue } from './catalogue';

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type CategoryItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const CategoryItem = React.forwardRef(function CategoryItem(props: CategoryItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status, publicAPI } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // The same API object as apiRef.current, available inside every item.
  const selectChildren = (event: React.MouseEvent) => {
    event.stopPropagation();
    for (const childId of publicAPI.getItemOrderedChildrenIds(itemId)) {
      publicAPI.setItemSelection({ event, itemId: childId, shouldBeSelected: true, keepExistingSelection: true });
    }
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Button size="small" onClick={selectChildren} sx={{ ml: 'auto', py: 0 }}>
              Select contents
            </Button>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemPublicApi() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 250, maxWidth: 440 }}>
      <RichTreeView items={catalogue} multiSelect slots={{ item: CategoryItem }} defaultExpandedItems={['microcontrollers']} />
    </Box>
  );
}
