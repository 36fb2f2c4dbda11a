import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  // Never sortable, whatever the switch says.
  { field: 'city', headerName: 'City', width: 130, sortable: false },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 100 },
];

export default function SortingReadOnly() {
  const [readersCanSort, setReadersCanSort] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={readersCanSort}
            onChange={(event) => setReadersCanSort(event.target.checked)}
          />
        }
        label="Let readers sort"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={skyscrapers}
          columns={columns}
          // The initial order still applies when header sorting is off.
          disableColumnSorting={!readersCanSort}
          initialState={{ sorting: { sortModel: [{ field: 'floors', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
