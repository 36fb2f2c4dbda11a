import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function EventProps() {
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 6));

  // Each prop receives the params of its own event: a row, a cell or a column header.
  const handleRowClick = (params: GridRowParams<Airport>) =>
    write(`onRowClick: id=${params.id}, row.city=${params.row.city}`);

  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) =>
    write(
      `onCellDoubleClick: field=${params.field}, value=${String(params.value)}, ` +
        `cellMode=${params.cellMode}`,
    );

  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) =>
    write(`onColumnHeaderClick: field=${params.field}, headerName=${params.colDef.headerName}`);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" color="text.secondary">
        Click a row, double-click a cell or click a header: the newest call comes first.
      </Typography>
      <Box component="ol" aria-label="Prop calls" sx={{ m: 0, pl: 3, minHeight: 120 }}>
        {log.map((line, index) => (
          <li key={log.length - index}>
            <code>{line}</code>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
