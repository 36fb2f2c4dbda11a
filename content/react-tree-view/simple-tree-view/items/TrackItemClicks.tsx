import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Order Carnivora, two suborders and some of their families (ITIS taxonomy).
export default function TrackItemClicks() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography sx={{ mb: 1 }}>
        Last clicked: <code>{lastClicked ?? 'nothing yet'}</code>
      </Typography>
      <Box sx={{ minHeight: 220 }}>
        <SimpleTreeView onItemClick={(_event, itemId) => setLastClicked(itemId)}>
          <TreeItem itemId="feliformia" label="Feliformia">
            <TreeItem itemId="felidae" label="Felidae (cats)" />
            <TreeItem itemId="hyaenidae" label="Hyaenidae (hyenas)" />
            <TreeItem itemId="herpestidae" label="Herpestidae (mongooses)" />
          </TreeItem>
          <TreeItem itemId="caniformia" label="Caniformia">
            <TreeItem itemId="canidae" label="Canidae (dogs)" />
            <TreeItem itemId="ursidae" label="Ursidae (bears)" />
            <TreeItem itemId="mustelidae" label="Mustelidae (weasels)" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
