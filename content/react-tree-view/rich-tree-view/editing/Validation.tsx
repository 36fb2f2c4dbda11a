import * as React from 'react';
import Box from '@mui/material/Box';
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
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { files } from './files';

function validateFileName(name: string): string | null {
  if (name.trim() === '') return 'A name is required';
  if (/[/\\]/.test(name)) return 'A name cannot contain / or \\';
  if (name.length > 64) return 'At most 64 characters';
  return null;
}

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type ValidatedItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const ValidatedItem = React.forwardRef(function ValidatedItem(props: ValidatedItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const [error, setError] = React.useState<string | null>(null);
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getLabelInputProps, getGroupTransitionProps, status, publicAPI } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // Handlers passed to getLabelInputProps run before the tree's; setting
  // defaultMuiPrevented stops the tree from saving an invalid name.
  const labelInputProps = getLabelInputProps({
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setError(validateFileName(event.target.value)),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (event.key === 'Enter' && validateFileName(event.currentTarget.value)) event.defaultMuiPrevented = true;
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (validateFileName(event.currentTarget.value)) {
        // Leaving the field with an invalid name cancels the edit.
        event.defaultMuiPrevented = true;
        setError(null);
        publicAPI.setEditedItem(null);
      }
    },
  });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <TreeItemLabelInput {...labelInputProps} aria-invalid={error ? true : undefined} aria-describedby={error ? `${itemId}-error` : undefined} />
              {error && (
                <Typography id={`${itemId}-error`} variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                  {error}
                </Typography>
              )}
            </Box>
          ) : (
            <TreeItemLabel {...getLabelProps()} />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function Validation() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={files} isItemEditable slots={{ item: ValidatedItem }} defaultExpandedItems={['src']} />
    </Box>
  );
}
