import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { packageFiles } from './package-files';

export default function ApiGetItemOrderedChildrenIds() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>(null);
  const [childrenIds, setChildrenIds] = React.useState(() => packageFiles.map((item) => item.id));

  const handleSelection = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    setSelected(itemId);
    // null asks for the root items.
    setChildrenIds(apiRef.current!.getItemOrderedChildrenIds(itemId));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 280, minWidth: 230 }}>
        <RichTreeView items={packageFiles} apiRef={apiRef} onSelectedItemsChange={handleSelection} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="subtitle2">Children of {selected ?? 'the root (nothing selected)'}</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
          {childrenIds.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
