import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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

// What the hook needs, plus the attributes that end up on the item's <li>.
type CategoryItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const CategoryItem = React.forwardRef(function CategoryItem(
  { id, itemId, label, disabled, children, ...liAttributes }: CategoryItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // Counts the entries directly inside the item: products and sub-categories.
  const entryCount = React.Children.count(children);
  const isCategory = entryCount > 0;

  // Every get…Props() returns that part's ARIA attributes and event handlers,
  // merged with any you pass in: spread each one on its own part.
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(liAttributes)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {isCategory ? (
            <Chip
              size="small"
              variant="outlined"
              label={entryCount}
              aria-label={`${entryCount} entries`}
            />
          ) : null}
        </TreeItemContent>
        {isCategory ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemProperties() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250, maxWidth: 420 }}>
      <RichTreeView
        items={catalogue}
        slots={{ item: CategoryItem }}
        defaultExpandedItems={['accessories']}
      />
    </Box>
  );
}
