import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Taxon {
  id: string;
  label: string;
  subtaxa?: Taxon[];
}

// Family Felidae down to some species (Integrated Taxonomic Information System, ITIS).
const felidae: Taxon[] = [
  {
    id: 'felidae',
    label: 'Felidae',
    subtaxa: [
      {
        id: 'pantherinae',
        label: 'Pantherinae',
        subtaxa: [
          { id: 'panthera-leo', label: 'Panthera leo (lion)' },
          { id: 'panthera-tigris', label: 'Panthera tigris (tiger)' },
          { id: 'panthera-onca', label: 'Panthera onca (jaguar)' },
        ],
      },
      {
        id: 'felinae',
        label: 'Felinae',
        subtaxa: [
          { id: 'acinonyx-jubatus', label: 'Acinonyx jubatus (cheetah)' },
          { id: 'lynx-lynx', label: 'Lynx lynx (Eurasian lynx)' },
          { id: 'felis-catus', label: 'Felis catus (domestic cat)' },
        ],
      },
    ],
  },
];

// Defined outside the component, so the tree does not rebuild its lookup on every render.
const getSubtaxa = (taxon: Taxon) => taxon.subtaxa;

export default function GetItemChildren() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView
        items={felidae}
        getItemChildren={getSubtaxa}
        defaultExpandedItems={['felidae', 'pantherinae']}
      />
    </Box>
  );
}
