import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { films } from './films';

// A menu built from parts: two built-in items and a line of help text.
// GridColumnMenuContainer gives the list, its keyboard handling and focus.
function CompactMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      <MenuItem disabled>
        <ListItemText secondary={`Field: ${colDef.field}`} />
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'director', headerName: 'Director', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ColumnMenuFromScratch() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        slots={{ columnMenu: CompactMenu }}
      />
    </Box>
  );
}
