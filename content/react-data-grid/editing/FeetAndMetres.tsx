import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridValueSetter,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const FEET_PER_METRE = 3.28084;

// The row stores metres; this column shows and edits feet.
const setHeightFromFeet: GridValueSetter<Skyscraper> = (value, row) => ({
  ...row,
  height: Math.round(Number(value) / FEET_PER_METRE),
});

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110, editable: true },
  {
    field: 'heightFeet',
    headerName: 'Height (ft)',
    // Not a number column: its editor is a text field, so "2,717 ft" reaches the valueParser.
    width: 120,
    align: 'right',
    headerAlign: 'right',
    editable: true,
    valueGetter: (_value, row) => Math.round(row.height * FEET_PER_METRE),
    valueSetter: setHeightFromFeet,
    // What the reader types, as a number: "2,717 ft" or "2717" alike.
    valueParser: (value: string) => Number(String(value).replace(/[^\d.]/g, '')),
    valueFormatter: (value: number) => `${value.toLocaleString('en-US')} ft`,
  },
];

export default function FeetAndMetres() {
  const [rows, setRows] = React.useState(skyscrapers);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow) => {
          setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
