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
];

// No airport handled more than 200 million passengers in 2023, so this filter keeps none.
const hideEveryRow: GridFilterModel = {
  items: [{ id: 1, field: 'y2023', operator: '>', value: 200 }],
};
const noFilter: GridFilterModel = { items: [] };
const noAirports: Airport[] = [];
const hideEveryColumn: GridColumnVisibilityModel = { id: false, city: false, y2023: false };

type Condition = 'loading' | 'noRows' | 'filtered' | 'noColumns';

const labels: Record<Condition, string> = {
  loading: 'Loading',
  noRows: 'No rows',
  filtered: 'A filter that keeps no row',
  noColumns: 'All columns hidden',
};

export default function OverlayPriority() {
  const [on, setOn] = React.useState<Record<Condition, boolean>>({
    loading: false,
    noRows: false,
    filtered: true,
    noColumns: true,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(labels) as Condition[]).map((condition) => (
          <FormControlLabel
            key={condition}
            label={labels[condition]}
            control={
              <Switch
                checked={on[condition]}
                onChange={(event) => setOn({ ...on, [condition]: event.target.checked })}
              />
            }
          />
        ))}
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={on.noRows ? noAirports : airports}
          columns={columns}
          loading={on.loading}
          filterModel={on.filtered ? hideEveryRow : noFilter}
          columnVisibilityModel={on.noColumns ? hideEveryColumn : {}}
          // The switches own the models here, so the menus that would change them are off.
          disableColumnMenu
          disableColumnSelector
        />
      </Box>
    </Stack>
  );
}
