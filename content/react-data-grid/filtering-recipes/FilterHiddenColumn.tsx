import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  // Never shown: it exists to be filtered on.
  {
    field: 'growth',
    headerName: 'Change since 2019 (%)',
    type: 'number',
    valueGetter: (_value, row) => ((row.y2023 - row.y2019) / row.y2019) * 100,
  },
];

const hiddenGrowth: GridColumnVisibilityModel = { growth: false };
const growingOnlyFilter: GridFilterModel = { items: [{ field: 'growth', operator: '>', value: 0 }] };
const noFilter: GridFilterModel = { items: [] };

export default function FilterHiddenColumn() {
  const [growingOnly, setGrowingOnly] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={growingOnly} onChange={(event) => setGrowingOnly(event.target.checked)} />}
        label="Only airports busier than in 2019"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          columnVisibilityModel={hiddenGrowth}
          filterModel={growingOnly ? growingOnlyFilter : noFilter}
        />
      </Box>
    </Stack>
  );
}
