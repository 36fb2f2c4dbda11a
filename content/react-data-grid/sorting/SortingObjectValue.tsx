import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { medals, type MedalCount } from './paris-2024-medals';

type Haul = Pick<MedalCount, 'gold' | 'silver' | 'bronze'>;

// The official table ranks nations by golds; silvers settle a tie, then bronzes.
const olympicOrder: GridComparatorFn<Haul> = (a, b) =>
  a.gold - b.gold || a.silver - b.silver || a.bronze - b.bronze;

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 150 },
  {
    field: 'haul',
    headerName: 'Gold · Silver · Bronze',
    width: 200,
    // The cell value is an object: the comparator reads its numbers, the formatter prints text.
    valueGetter: (_value, row): Haul => ({
      gold: row.gold,
      silver: row.silver,
      bronze: row.bronze,
    }),
    valueFormatter: (value: Haul) => `${value.gold} · ${value.silver} · ${value.bronze}`,
    sortComparator: olympicOrder,
    sortingOrder: ['desc', 'asc', null],
    // Filter operators would be handed the object, not the text.
    filterable: false,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.gold + row.silver + row.bronze,
    sortingOrder: ['desc', 'asc', null],
  },
];

export default function SortingObjectValue() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={medals}
        columns={columns}
        density="compact"
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'haul', sort: 'desc' }] } }}
      />
    </Box>
  );
}
