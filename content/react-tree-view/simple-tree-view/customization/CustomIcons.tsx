import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { PackageItems } from './package-items';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView
        defaultExpandedItems={['src']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: InsertDriveFileOutlined,
        }}
        slotProps={{ endIcon: { style: { opacity: 0.6 } } }}
      >
        <PackageItems />
      </SimpleTreeView>
    </Box>
  );
}
