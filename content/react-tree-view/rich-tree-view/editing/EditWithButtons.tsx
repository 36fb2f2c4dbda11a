import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
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
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { files } from './files';

// Keeps the input focused while a button is pressed: its blur would save the label first.
const keepInputFocused = (event: React.MouseEvent) => event.preventDefault();

// The props the item reads itself, plus the attributes it passes on to its root <li>.
type EditableItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const EditableItem = React.forwardRef(function EditableItem(props: EditableItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getLabelInputProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const labelInputProps = getLabelInputProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <React.Fragment>
              <TreeItemLabelInput {...labelInputProps} />
              <IconButton
                size="small"
                aria-label="Save"
                onMouseDown={keepInputFocused}
                onClick={(event) => labelInputProps.value && interactions.handleSaveItemLabel(event, labelInputProps.value)}
              >
                <CheckRounded fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label="Cancel" onMouseDown={keepInputFocused} onClick={interactions.handleCancelItemLabelEditing}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </React.Fragment>
          ) : (
            <React.Fragment>
              <TreeItemLabel {...getLabelProps()} />
              {status.editable && (
                <IconButton
                  size="small"
                  aria-label={`Rename ${label}`}
                  // The button sits in the item's row: keep its click from selecting or expanding.
                  onClick={(event) => {
                    event.stopPropagation();
                    interactions.toggleItemEditing();
                  }}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              )}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function EditWithButtons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250, maxWidth: 440 }}>
      <RichTreeView
        items={files}
        isItemEditable={(file) => !file.children}
        slots={{ item: EditableItem }}
        defaultExpandedItems={['src', 'src/RichTreeViewPro']}
      />
    </Box>
  );
}
