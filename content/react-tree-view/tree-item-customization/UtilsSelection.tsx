import * as React from 'react';
import Box from '@mui/material/Box';
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
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { catalogue } from './catalogue';

// A click on the label selects; a click anywhere else on the row expands.
// The props the item reads itself, plus the attributes it passes on to its root <li>.
type SplitClickItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const SplitClickItem = React.forwardRef(function SplitClickItem(props: SplitClickItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const labelRef = React.useRef<HTMLDivElement>(null);

  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    // Skip the tree's own click handling, then do one of the two.
    event.defaultMuiPrevented = true;
    if (labelRef.current?.contains(event.target as Node)) interactions.handleSelection(event);
    else interactions.handleExpansion(event);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps({ onClick: handleContentClick })}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} ref={labelRef} sx={{ flex: '0 1 auto', width: 'auto', textDecoration: 'underline dotted' }} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UtilsSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={catalogue} slots={{ item: SplitClickItem }} defaultExpandedItems={['computers']} />
    </Box>
  );
}
