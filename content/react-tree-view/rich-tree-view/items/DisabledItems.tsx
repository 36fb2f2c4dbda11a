import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unOrgans } from './un-organs';

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        items={unOrgans}
        isItemDisabled={(organ) => organ.suspended === true}
        defaultExpandedItems={['secretariat']}
      />
    </Box>
  );
}
