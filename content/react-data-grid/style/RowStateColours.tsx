import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function RowStateColours() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['DXB', 'HND']),
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        sx={(theme) => ({
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.12),
          },
          // Selected rows keep their colour under the pointer, a shade darker.
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.16),
            '&:hover': { backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.24) },
          },
          [`& .${gridClasses.cell}:focus-within`]: {
            outlineColor: (theme.vars ?? theme).palette.success.main,
          },
        })}
      />
    </Box>
  );
}
