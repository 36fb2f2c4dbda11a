import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue } from './catalogue';

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minWidth: 250, maxWidth: 420 }}>
      <Typography id="indentation-label" gutterBottom>
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        aria-labelledby="indentation-label"
      />
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={catalogue}
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['accessories', 'cameras']}
        />
      </Box>
    </Box>
  );
}
