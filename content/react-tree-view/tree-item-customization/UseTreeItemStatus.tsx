import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
import { useTreeItem, type UseTreeItemStatus , type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { catalogue } from './catalogue';

const FLAGS: (keyof UseTreeItemStatus)[] = ['expandable', 'expanded', 'selected', 'focused', 'disabled'];

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type StatusItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const StatusItem = React.forwardRef(function StatusItem(props: StatusItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <Stack direction="row" spacing={0.5} aria-hidden sx={{ ml: 'auto', flexShrink: 0 }}>
            {FLAGS.filter((flag) => status[flag]).map((flag) => (
              <Typography key={flag} variant="caption" sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected' }}>
                {flag}
              </Typography>
            ))}
          </Stack>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemStatus() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 250, maxWidth: 520 }}>
      <RichTreeView
        items={catalogue}
        slots={{ item: StatusItem }}
        isItemDisabled={(product) => product.id === 'pi-400'}
        disabledItemsFocusable
        defaultExpandedItems={['computers']}
      />
    </Box>
  );
}
