import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The eight planets and their mean distance from the Sun in astronomical units (NASA planetary fact sheet).
const planets = [
  ['Mercury', 0.387], ['Venus', 0.723], ['Earth', 1], ['Mars', 1.524],
  ['Jupiter', 5.203], ['Saturn', 9.537], ['Uranus', 19.19], ['Neptune', 30.07],
] as const;

export default function TrackFocus() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const planet = planets.find(([name]) => name === focused);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 260, minWidth: 200 }}>
        <SimpleTreeView onItemFocus={(_event, itemId) => setFocused(itemId)}>
          {planets.map(([name]) => (
            <TreeItem key={name} itemId={name} label={name} />
          ))}
        </SimpleTreeView>
      </Box>
      <Typography sx={{ minWidth: 200 }} aria-live="polite">
        {planet ? `${planet[0]}: ${planet[1]} AU from the Sun` : 'Tab into the tree, then use the arrow keys.'}
      </Typography>
    </Stack>
  );
}
