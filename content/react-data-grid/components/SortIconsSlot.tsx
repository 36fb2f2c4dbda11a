import * as React from 'react';
import Box from '@mui/material/Box';
import SouthIcon from '@mui/icons-material/South';
import NorthIcon from '@mui/icons-material/North';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 90 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

// The grid passes its icons a size and a class name: forward them.
interface SortIconProps {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}
const AscendingIcon = (props: SortIconProps) => <NorthIcon {...props} />;
const DescendingIcon = (props: SortIconProps) => <SouthIcon {...props} />;

// Icons are slots like any other part of the grid: pass a component, and the grid renders it
// where it would have rendered its own.
export default function SortIconsSlot() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
        }}
      />
    </Box>
  );
}
