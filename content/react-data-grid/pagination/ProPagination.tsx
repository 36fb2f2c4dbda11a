import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { daylightRows, formatHours, type DaylightRow } from './daylight';

// Six cities, every day of 2024: 2,196 rows.
const rows = daylightRows(2024, 2024);

const columns: GridColDef<DaylightRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'sunrise', headerName: 'Sunrise', width: 100 },
  { field: 'sunset', headerName: 'Sunset', width: 100 },
  {
    field: 'dayLength',
    headerName: 'Day length',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => formatHours(value),
  },
];

export default function ProPagination() {
  const [pagination, setPagination] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pagination}
            onChange={(event) => setPagination(event.target.checked)}
          />
        }
        label="pagination"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 440 }}>
        <DataGridPro
          // 8.7.0 applies a change of `pagination` to the footer but not to the rows:
          // a new key mounts a fresh grid each time the switch flips.
          key={String(pagination)}
          rows={rows}
          columns={columns}
          // Without this prop, DataGridPro ignores the page size and shows every row.
          pagination={pagination}
          // Sizes over 100 are fine outside the community grid.
          pageSizeOptions={[250, 500, 1000]}
          initialState={{ pagination: { paginationModel: { pageSize: 500 } } }}
        />
      </Box>
    </Box>
  );
}
