import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Member states of the European Union by year of accession (europa.eu).
const accessions: [string, string[]][] = [
  ['1958', ['Belgium', 'France', 'Germany', 'Italy', 'Luxembourg', 'Netherlands']],
  ['1973', ['Denmark', 'Ireland']],
  ['1981', ['Greece']],
  ['1986', ['Portugal', 'Spain']],
  ['1995', ['Austria', 'Finland', 'Sweden']],
  ['2004', ['Cyprus', 'Czechia', 'Estonia', 'Hungary', 'Latvia', 'Lithuania', 'Malta', 'Poland', 'Slovakia', 'Slovenia']],
  ['2007', ['Bulgaria', 'Romania']],
  ['2013', ['Croatia']],
];

const items: TreeViewBaseItem[] = accessions.map(([year, countries]) => ({
  id: year,
  label: year,
  children: countries.map((country) => ({ id: country, label: country })),
}));

export default function ApiGetItemDOMElement() {
  const apiRef = useTreeViewApiRef();

  const show = (itemId: string) => {
    apiRef.current?.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => show('Croatia')}>
          Scroll to Croatia
        </Button>
        <Button size="small" variant="outlined" onClick={() => show('1958')}>
          Back to 1958
        </Button>
      </Stack>
      <Box sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView items={items} apiRef={apiRef} defaultExpandedItems={accessions.map(([year]) => year)} />
      </Box>
    </Stack>
  );
}
