import * as React from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const fade = keyframes`
  from { background-color: var(--flash-color); }
  to { background-color: transparent; }
`;

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100, editable: true },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100, editable: true },
];

export default function FlashOnUpdate() {
  const [rows, setRows] = React.useState(airports);
  const [flashing, setFlashing] = React.useState<ReadonlySet<GridRowId>>(new Set());

  const processRowUpdate = (newRow: Airport) => {
    setRows((list) => list.map((row) => (row.id === newRow.id ? newRow : row)));
    setFlashing((ids) => new Set(ids).add(newRow.id));
    // The class goes once the animation is over, so that the next update can start it again.
    setTimeout(() => {
      setFlashing((ids) => {
        const next = new Set(ids);
        next.delete(newRow.id);
        return next;
      });
    }, 1500);
    return newRow;
  };

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '--flash-color': (theme) => (theme.vars ?? theme).palette.success.light,
        '& .row--updated': { animation: `${fade} 1.5s ease-out` },
        '@media (prefers-reduced-motion: reduce)': { '& .row--updated': { animation: 'none', outline: '2px solid', outlineOffset: -2 } },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ id }) => (flashing.has(id) ? 'row--updated' : '')}
        processRowUpdate={processRowUpdate}
      />
    </Box>
  );
}
