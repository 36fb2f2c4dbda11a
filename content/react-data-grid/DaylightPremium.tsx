import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useKeepGroupedColumnsHidden,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { daylightRows, formatHours, type DaylightRow } from './daylight';

const rows = daylightRows(2024, 2024);

const columns: GridColDef<DaylightRow>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'dayLength',
    headerName: 'Day length',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => formatHours(value),
  },
  {
    field: 'daylightHours',
    headerName: 'Hours of daylight',
    type: 'number',
    width: 160,
    // The same figure as Day length, summed instead of averaged in group rows.
    valueGetter: (_value, row) => row.dayLength,
    valueFormatter: (value: number) => Math.round(value).toLocaleString('en-US'),
  },
];

export default function DaylightPremium() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['city', 'month'] },
      aggregation: { model: { dayLength: 'avg', daylightHours: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ width: 200 }}
      />
    </Box>
  );
}
