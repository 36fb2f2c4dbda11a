import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { files } from './files';

export default function EditSelectedOnClick() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={files}
        apiRef={apiRef}
        isItemEditable
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['src']}
        // As in a desktop file manager: a click on the label of the item that is already
        // selected renames it, and a double-click no longer does.
        slotProps={{
          item: ({ itemId }) => ({
            slotProps: {
              label: {
                onClick: (event: React.MouseEvent) => {
                  // event.detail is 2 for the second click of a double-click, which the first one
                  // has just turned into "the selected item": it must not rename.
                  if (itemId === selected && event.detail === 1) apiRef.current?.setEditedItem(itemId);
                },
                onDoubleClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
                  event.defaultMuiPrevented = true;
                },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
