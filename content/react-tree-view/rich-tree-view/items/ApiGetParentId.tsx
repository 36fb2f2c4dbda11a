import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { packageFiles } from './package-files';

export default function ApiGetParentId() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('src/TreeItem/TreeItem.tsx');

  const selectParent = (event: React.SyntheticEvent) => {
    const parentId = selected ? apiRef.current!.getParentId(selected) : null;
    if (parentId) {
      setSelected(parentId);
      apiRef.current!.focusItem(event, parentId);
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={selectParent}>
        Select the parent
      </Button>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={packageFiles}
          apiRef={apiRef}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          defaultExpandedItems={['src', 'src/TreeItem']}
        />
      </Box>
    </Stack>
  );
}
