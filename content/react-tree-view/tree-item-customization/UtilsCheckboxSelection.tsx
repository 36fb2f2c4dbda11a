import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
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
import { catalogue } from './catalogue';

// A switch in place of the checkbox: handleCheckboxSelection reads its `checked`
// and Shift for ranges, like the built-in checkbox.
// The props the item reads itself, plus the attributes it passes on to its root <li>.
type SwitchItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const SwitchItem = React.forwardRef(function SwitchItem(props: SwitchItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {!status.expandable && (
            <Switch
              size="small"
              checked={status.selected}
              disabled={status.disabled}
              onChange={interactions.handleCheckboxSelection}
              // The switch is in the row: its click must not reach the row's handler too.
              onClick={(event) => event.stopPropagation()}
              slotProps={{ input: { 'aria-label': `Include ${label}`, tabIndex: -1 } }}
            />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UtilsCheckboxSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250, maxWidth: 420 }}>
      <RichTreeView
        items={catalogue}
        multiSelect
        slots={{ item: SwitchItem }}
        defaultExpandedItems={['microcontrollers']}
        defaultSelectedItems={['pico-2']}
      />
    </Box>
  );
}
