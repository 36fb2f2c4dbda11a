import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Name', width: 170 },
  { field: 'country', headerName: 'Country', width: 180 },
  { field: 'y2019', headerName: '2019', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => ((row.y2023 - row.y2019) / row.y2019) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
  },
  { field: 'y2023', headerName: '2023', type: 'number', width: 130 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'airport',
    headerName: 'Airport',
    children: [{ field: 'id' }, { field: 'city' }],
  },
  {
    groupId: 'passengers',
    headerName: 'Passengers (M)',
    children: [{ field: 'y2019' }, { field: 'change' }, { field: 'y2023' }],
  },
];

export default function ColumnPinningGroups() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 600 }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={{
          // The whole "Airport" group on the left, one column of "Passengers" on the right.
          pinnedColumns: { left: ['id', 'city'], right: ['y2023'] },
        }}
      />
    </Box>
  );
}
