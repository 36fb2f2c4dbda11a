import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { files } from './files';

export default function ApiUpdateItemLabel() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateItemLabel('README.md', 'README.mdx')}>
          Rename README.md to README.mdx
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateItemLabel('README.md', 'README.md')}>
          Undo
        </Button>
      </Stack>
      <Box sx={{ minHeight: 220 }}>
        {/* updateItemLabel works even though no item is editable by the reader. */}
        <RichTreeView items={files} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
