import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { catalogue } from './catalogue';

// No arrow: parents end with a "Show" / "Hide" button, and a click on the row only selects.
// The props the item reads itself, plus the attributes it passes on to its root <li>.
type ShowMoreItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const ShowMoreItem = React.forwardRef(function ShowMoreItem(props: ShowMoreItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    interactions.handleSelection(event);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps({ onClick: handleContentClick })}>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Button
              size="small"
              tabIndex={-1}
              sx={{ py: 0, minWidth: 56 }}
              onClick={(event) => {
                event.stopPropagation();
                interactions.handleExpansion(event);
              }}
            >
              {status.expanded ? 'Hide' : 'Show'}
            </Button>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UtilsExpansion() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250, maxWidth: 420 }}>
      <RichTreeView items={catalogue} slots={{ item: ShowMoreItem }} />
    </Box>
  );
}
