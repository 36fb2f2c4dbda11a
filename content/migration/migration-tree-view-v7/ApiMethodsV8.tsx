import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const offices: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon' },
      { id: 'berlin', label: 'Berlin' },
      { id: 'warsaw', label: 'Warsaw' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'singapore', label: 'Singapore' },
      { id: 'seoul', label: 'Seoul' },
    ],
  },
];

export default function ApiMethodsV8() {
  const apiRef = useTreeViewApiRef();

  const showOffice = (
    event: React.SyntheticEvent,
    regionId: string,
    officeId: string,
  ) => {
    // v8: both methods take a single object
    apiRef.current?.setItemExpansion({
      event,
      itemId: regionId,
      shouldBeExpanded: true,
    });
    apiRef.current?.setItemSelection({
      event,
      itemId: officeId,
      shouldBeSelected: true,
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={(event) => showOffice(event, 'europe', 'berlin')}
        >
          Show Berlin
        </Button>
        <Button
          variant="outlined"
          onClick={(event) => showOffice(event, 'asia', 'seoul')}
        >
          Show Seoul
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260, minWidth: 250 }}>
        <RichTreeView items={offices} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
