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
  const selectChildren = (event: React.SyntheticEvent) => {
    for (const childId of publicAPI.getItemOrderedChildrenIds(itemId)) {
      publicAPI.setItemSelection({ event, itemId: childId, shouldBeSelected: true, keepExistingSelection: true });
    }
  };

  // The button is for the pointer. From the keyboard, Ctrl+Enter (⌘+Enter) on the category does the
  // same, so the tree keeps its single tab stop. The check on the target skips keys that bubble up from
  // a child item, and defaultMuiPrevented stops the tree's own Enter (open or close).
  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement> & { defaultMuiPrevented?: boolean }) => {
    if (!status.expandable || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.defaultMuiPrevented = true;
      event.preventDefault();
      selectChildren(event);
    }
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot
        {...getRootProps({
          ...other,
          onKeyDown: handleKeyDown,
          'aria-keyshortcuts': status.expandable ? 'Control+Enter Meta+Enter' : undefined,
        })}
      >
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Button
              size="small"
              tabIndex={-1}
              onClick={(event) => {
                // Not a click on the row: the row would select or open the category itself.
                event.stopPropagation();
                selectChildren(event);
              }}
              sx={{ ml: 'auto', py: 0 }}
            >
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
