import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Official names, as the airports' operators write them; the Airport column has the
// short name travellers use.
const officialNames: Record<string, string> = {
  ATL: 'Hartsfield-Jackson Atlanta International Airport',
  DXB: 'Dubai International Airport',
  DFW: 'Dallas Fort Worth International Airport',
  LHR: 'Heathrow Airport',
  HND: 'Tokyo International Airport',
  DEN: 'Denver International Airport',
  IST: 'Istanbul Airport',
  LAX: 'Los Angeles International Airport',
  ORD: "O'Hare International Airport",
  DEL: 'Indira Gandhi International Airport',
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', width: 170 },
  { field: 'country', headerName: 'Country', width: 180 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => Math.round((row.y2023 / row.y2019 - 1) * 1000) / 10,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}%`,
  },
  // The only column whose text wraps, at the far right.
  {
    field: 'officialName',
    headerName: 'Official name',
    width: 150,
    valueGetter: (_value, row) => officialNames[row.id] ?? '',
  },
];

const getRowHeight = () => 'auto' as const;

export default function AutoHeightWideGrid() {
  const [virtualize, setVirtualize] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualize}
            onChange={(event) => setVirtualize(event.target.checked)}
          />
        }
        label="virtualizeColumnsWithAutoRowHeight"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          // The option is read while rendering: mount a new grid when it changes.
          key={String(virtualize)}
          rows={airports}
          columns={columns}
          getRowHeight={getRowHeight}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </Box>
    </Box>
  );
}
