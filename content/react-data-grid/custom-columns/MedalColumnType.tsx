import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
} from '@mui/x-data-grid';

// A column type built by a function: one call per medal color. The type carries its
// cell and its filter operators, so every medal column draws and filters the same way.
function medalType(color: string): GridColTypeDef {
  return {
    type: 'number',
    width: 110,
    display: 'flex',
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <Box
          aria-hidden
          sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color }}
        />
        {params.formattedValue}
      </Box>
    ),
    // Counts are compared, not listed: keep only =, ≥ and ≤.
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['=', '>=', '<='].includes(operator.value),
    ),
  };
}

// Paris 2024 Olympic Games, official medal table (IOC): the ten nations with the most golds.
const rows = [
  { id: 1, nation: 'United States', gold: 40, silver: 44, bronze: 42 },
  { id: 2, nation: 'China', gold: 40, silver: 27, bronze: 24 },
  { id: 3, nation: 'Japan', gold: 20, silver: 12, bronze: 13 },
  { id: 4, nation: 'Australia', gold: 18, silver: 19, bronze: 16 },
  { id: 5, nation: 'France', gold: 16, silver: 26, bronze: 22 },
  { id: 6, nation: 'Netherlands', gold: 15, silver: 7, bronze: 12 },
  { id: 7, nation: 'Great Britain', gold: 14, silver: 22, bronze: 29 },
  { id: 8, nation: 'South Korea', gold: 13, silver: 9, bronze: 10 },
  { id: 9, nation: 'Italy', gold: 12, silver: 13, bronze: 15 },
  { id: 10, nation: 'Germany', gold: 12, silver: 13, bronze: 8 },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 150 },
  { field: 'gold', headerName: 'Gold', ...medalType('#d4af37') },
  { field: 'silver', headerName: 'Silver', ...medalType('#a8a9ad') },
  { field: 'bronze', headerName: 'Bronze', ...medalType('#b87333') },
];

export default function MedalColumnType() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
