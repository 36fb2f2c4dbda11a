import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Istanbul Airport lies on the European side of the Bosphorus.
const continents = [
  { name: 'North America', codes: ['ATL', 'DFW', 'DEN', 'LAX', 'ORD'] },
  { name: 'Asia', codes: ['DXB', 'HND', 'DEL'] },
  { name: 'Europe', codes: ['LHR', 'IST'] },
];

type Row =
  (Airport & { kind: 'airport' }) | { id: string; kind: 'section'; label: string };

// A heading row before the airports of each continent.
const rows: Row[] = continents.flatMap(({ name, codes }) => [
  {
    id: `section-${name}`,
    kind: 'section' as const,
    label: `${name}: ${codes.length} airports`,
  },
  ...airports
    .filter((airport) => codes.includes(airport.id))
    .map((airport) => ({ ...airport, kind: 'airport' as const })),
]);

const columns: GridColDef<Row>[] = [
  {
    field: 'id',
    headerName: 'IATA',
    width: 90,
    // Hiding this column would hide the headings too.
    hideable: false,
    valueGetter: (value, row) => (row.kind === 'section' ? row.label : value),
    // Span every visible column, counted when the row is drawn.
    colSpan: (_value, row, column, apiRef) =>
      row.kind === 'section'
        ? apiRef.current.getVisibleColumns().length -
          apiRef.current.getColumnIndex(column.field)
        : undefined,
    cellClassName: (params) => (params.row.kind === 'section' ? 'section' : ''),
  },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ColumnSpanningSectionRows() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});
  const visibleCount = columns.filter(
    ({ field }) => visibility[field] !== false,
  ).length;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={visibility.y2019 !== false}
            onChange={(event) =>
              setVisibility({ ...visibility, y2019: event.target.checked })
            }
          />
        }
        label="Show 2019"
      />
      <Box sx={{ height: 734 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
          disableColumnSorting
          disableColumnFilter
          disableRowSelectionOnClick
          sx={{ '& .section': { fontWeight: 'bold', bgcolor: 'action.hover' } }}
        />
      </Box>
      <Typography variant="body2" data-testid="section-span">
        Headings span {visibleCount} columns
      </Typography>
    </Stack>
  );
}
