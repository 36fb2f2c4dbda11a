import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    store: 'Canal Street',
    city: 'Amsterdam',
    q1: 182,
    q2: 205,
    q3: 231,
    q4: 264,
  },
  { id: 2, store: 'Via Roma', city: 'Turin', q1: 143, q2: 151, q3: 139, q4: 188 },
  {
    id: 3,
    store: 'Rua Augusta',
    city: 'Lisbon',
    q1: 121,
    q2: 147,
    q3: 176,
    q4: 169,
  },
  {
    id: 4,
    store: 'Mariahilfer',
    city: 'Vienna',
    q1: 167,
    q2: 172,
    q3: 158,
    q4: 221,
  },
  { id: 5, store: 'Nowy Świat', city: 'Warsaw', q1: 98, q2: 115, q3: 129, q4: 152 },
];

const quarter = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 90,
});

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
  quarter('q4', 'Q4'),
  {
    field: 'total',
    headerName: 'Year',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
  },
];

// Groups reference columns by field; groups can contain groups.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'location',
    headerName: 'Location',
    children: [{ field: 'store' }, { field: 'city' }],
  },
  {
    groupId: 'sales2024',
    headerName: 'Sales 2024 (thousand €)',
    description: 'Net sales, excluding VAT',
    children: [
      {
        groupId: 'h1',
        headerName: 'First half',
        children: [{ field: 'q1' }, { field: 'q2' }],
      },
      {
        groupId: 'h2',
        headerName: 'Second half',
        children: [{ field: 'q3' }, { field: 'q4' }],
      },
    ],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
