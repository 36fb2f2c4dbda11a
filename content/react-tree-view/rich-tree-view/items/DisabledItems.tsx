import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unOrgans, type Organ } from './un-organs';

// Outside the component, so the tree does not rebuild its item lookup on every render.
const isItemDisabled = (organ: Organ) => organ.suspended === true;

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        items={unOrgans}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['secretariat']}
      />
    </Box>
  );
}
