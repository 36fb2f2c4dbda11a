import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports } from './airports';

type Row = Record<string, unknown>;

const HEADER_NAMES: Record<string, string> = {
  id: 'IATA',
  y2019: '2019 (M)',
  y2023: '2023 (M)',
};

// One column per key of the first row, typed from its value: for data whose shape
// you learn at run time (a CSV upload, a query result).
function columnsFromData(rows: Row[]): GridColDef[] {
  const sample = rows[0] ?? {};
  return Object.entries(sample).map(([field, value]) => ({
    field,
    headerName: HEADER_NAMES[field] ?? field.charAt(0).toUpperCase() + field.slice(1),
    type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string',
    flex: typeof value === 'string' ? 1 : undefined,
    minWidth: 100,
  }));
}

export default function ColumnsFromData() {
  // Derived once per data set, not on every render.
  const columns = React.useMemo(() => columnsFromData(airports as unknown as Row[]), []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} />
    </Box>
  );
}
