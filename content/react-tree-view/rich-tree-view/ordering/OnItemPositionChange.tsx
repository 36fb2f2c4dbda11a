import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { treeViewPro } from './repository';

// The shape of oldPosition and newPosition: the parent's id (null at the root) and the index among its children.
interface Position {
  parentId: string | null;
  index: number;
}

const describe = ({ parentId, index }: Position) => `${parentId ?? '(root)'}[${index}]`;

export default function OnItemPositionChange() {
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 320, minWidth: 250 }}>
        <RichTreeViewPro
          items={treeViewPro}
          itemsReordering
          defaultExpandedItems={['src', 'src/themeAugmentation']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setMoves((previous) => [`${itemId}: ${describe(oldPosition)} → ${describe(newPosition)}`, ...previous].slice(0, 6))
          }
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="p" variant="subtitle2">Last moves</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
          {moves.map((move, index) => (
            <li key={index}>{move}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
