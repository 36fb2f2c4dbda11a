import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Species {
  id: string;
  label: string;
  iucnStatus?: string;
  children?: Species[];
}

// The five Panthera species and their category on the IUCN Red List of Threatened Species.
const cats: Species[] = [
  {
    id: 'panthera',
    label: 'Panthera',
    children: [
      { id: 'lion', label: 'Lion', iucnStatus: 'Vulnerable' },
      { id: 'tiger', label: 'Tiger', iucnStatus: 'Endangered' },
      { id: 'jaguar', label: 'Jaguar', iucnStatus: 'Near Threatened' },
      { id: 'leopard', label: 'Leopard', iucnStatus: 'Vulnerable' },
      { id: 'snow-leopard', label: 'Snow leopard', iucnStatus: 'Vulnerable' },
    ],
  },
];

export default function ApiGetItem() {
  const apiRef = useTreeViewApiRef();
  const [item, setItem] = React.useState<Species | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 240, minWidth: 220 }}>
        <RichTreeView
          items={cats}
          apiRef={apiRef}
          defaultExpandedItems={['panthera']}
          // getItem returns the object you passed in `items`, extra fields included.
          onSelectedItemsChange={(_event, itemId) => setItem(itemId ? apiRef.current!.getItem(itemId) : null)}
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, flex: 1, minWidth: 0, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflow: 'auto' }}>
        {item ? JSON.stringify({ ...item, children: item.children && '…' }, null, 2) : 'Select a species'}
      </Box>
    </Stack>
  );
}
