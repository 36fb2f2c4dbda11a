import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { films } from './films';

// Same items as the default menu, in a different order:
// hide and manage columns first, filtering next, sorting last.
function ReorderedMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuColumnsItem: { displayOrder: 1 },
        columnMenuFilterItem: { displayOrder: 2 },
        columnMenuSortItem: { displayOrder: 3 },
      }}
    />
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

export default function ColumnMenuReordered() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        slots={{ columnMenu: ReorderedMenu }}
      />
    </Box>
  );
}
