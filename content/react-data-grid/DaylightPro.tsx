import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { daylightRows, formatHours, type DaylightRow } from './daylight';

// Six cities, every day of 2020–2024: 10,962 rows in one scrolling view.
const rows = daylightRows(2020, 2024);

const columns: GridColDef<DaylightRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'sunrise', headerName: 'Sunrise', width: 100 },
  { field: 'sunset', headerName: 'Sunset', width: 100 },
  {
    field: 'dayLength',
    headerName: 'Day length',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => formatHours(value),
  },
];

export default function DaylightPro() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          // Date and city stay in view while the other columns scroll sideways.
          pinnedColumns: { left: ['date', 'city'] },
          // Two sort keys: Ctrl/⌘ + click (or Shift + click) a header to add a third.
          sorting: {
            sortModel: [
              { field: 'city', sort: 'asc' },
              { field: 'dayLength', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
