import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridEventListener,
} from '@mui/x-data-grid';

// Paris 2024 Summer Olympics, final medal table (IOC, olympics.com): top ten.
const rows = [
  { id: 1, country: 'United States', gold: 40, silver: 44, bronze: 42 },
  { id: 2, country: 'China', gold: 40, silver: 27, bronze: 24 },
  { id: 3, country: 'Japan', gold: 20, silver: 12, bronze: 13 },
  { id: 4, country: 'Australia', gold: 18, silver: 19, bronze: 16 },
  { id: 5, country: 'France', gold: 16, silver: 26, bronze: 22 },
  { id: 6, country: 'Netherlands', gold: 15, silver: 7, bronze: 12 },
  { id: 7, country: 'Great Britain', gold: 14, silver: 22, bronze: 29 },
  { id: 8, country: 'South Korea', gold: 13, silver: 9, bronze: 10 },
  { id: 9, country: 'Italy', gold: 12, silver: 13, bronze: 15 },
  { id: 10, country: 'Germany', gold: 12, silver: 13, bronze: 8 },
];

const medal = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 90,
});

const columns: GridColDef[] = [
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
  medal('gold', 'Gold'),
  medal('silver', 'Silver'),
  medal('bronze', 'Bronze'),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.gold + row.silver + row.bronze,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'paris2024',
    headerName: 'Paris 2024',
    children: [
      {
        groupId: 'medals',
        headerName: 'Medals by color',
        children: [{ field: 'gold' }, { field: 'silver' }, { field: 'bronze' }],
      },
      { field: 'total' },
    ],
  },
];

export default function ColumnGroupsPath() {
  const apiRef = useGridApiRef();
  const [path, setPath] = React.useState('Click a column header');

  const handleHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Group ids from the outermost group down to the column's direct parent.
    const groupIds = api.getColumnGroupPath(params.field);
    const groups = api.getAllGroupDetails();
    const names = groupIds.map((id) => groups[id].headerName ?? id);
    setPath(
      names.length > 0
        ? `${params.colDef.headerName}: ${names.join(' › ')}`
        : `${params.colDef.headerName}: no group`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnHeaderClick={handleHeaderClick}
          showColumnVerticalBorder
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="group-path">
        {path}
      </Typography>
    </Box>
  );
}
