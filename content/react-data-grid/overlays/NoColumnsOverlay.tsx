import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const everyColumnHidden: GridColumnVisibilityModel = Object.fromEntries(
  columns.map((column) => [column.field, false]),
);

export default function NoColumnsOverlay() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>(everyColumnHidden);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setVisibility(everyColumnHidden)}>
          Hide every column
        </Button>
        <Button size="small" onClick={() => setVisibility({})}>
          Show every column
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Stack>
  );
}
