import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 90 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 120 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 120 },
];

interface HeaderIconProps {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}
// A chevron says "opens a list" where the default vertical dots say "more".
const MenuIcon = (props: HeaderIconProps) => <KeyboardArrowDownIcon {...props} />;
const FilteredIcon = (props: HeaderIconProps) => <FilterListIcon {...props} />;

export default function HeaderIconSlots() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ columnMenuIcon: MenuIcon, columnFilteredIcon: FilteredIcon }}
        // A filter from the start, so that the filtered icon shows in the 2023 header.
        initialState={{
          filter: { filterModel: { items: [{ field: 'y2023', operator: '>=', value: 78 }] } },
        }}
      />
    </Box>
  );
}
