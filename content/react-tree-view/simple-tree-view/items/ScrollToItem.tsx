import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// The 27 member states of the European Union and their capitals (europa.eu, 2025).
const members = [
  ['Austria', 'Vienna'], ['Belgium', 'Brussels'], ['Bulgaria', 'Sofia'], ['Croatia', 'Zagreb'],
  ['Cyprus', 'Nicosia'], ['Czechia', 'Prague'], ['Denmark', 'Copenhagen'], ['Estonia', 'Tallinn'],
  ['Finland', 'Helsinki'], ['France', 'Paris'], ['Germany', 'Berlin'], ['Greece', 'Athens'],
  ['Hungary', 'Budapest'], ['Ireland', 'Dublin'], ['Italy', 'Rome'], ['Latvia', 'Riga'],
  ['Lithuania', 'Vilnius'], ['Luxembourg', 'Luxembourg'], ['Malta', 'Valletta'],
  ['Netherlands', 'Amsterdam'], ['Poland', 'Warsaw'], ['Portugal', 'Lisbon'], ['Romania', 'Bucharest'],
  ['Slovakia', 'Bratislava'], ['Slovenia', 'Ljubljana'], ['Spain', 'Madrid'], ['Sweden', 'Stockholm'],
];

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();

  const scrollTo = (itemId: string) => {
    // The DOM element exists only while the item is rendered (its parents are expanded).
    apiRef.current?.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('Austria')}>
          Scroll to Austria
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('Sweden')}>
          Scroll to Sweden
        </Button>
      </Stack>
      <Box sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SimpleTreeView apiRef={apiRef}>
          {members.map(([country, capital]) => (
            <TreeItem key={country} itemId={country} label={country}>
              <TreeItem itemId={`${country}/capital`} label={`Capital: ${capital}`} />
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
