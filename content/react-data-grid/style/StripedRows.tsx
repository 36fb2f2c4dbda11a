import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// Where each row sits in the array, whatever the grid does with it.
const dataIndex = new Map(airports.map((airport, index) => [airport.id, index] as const));

type Count = 'page' | 'data';

const stripes: Record<Count, (params: GridRowClassNameParams<Airport>) => string> = {
  // Counts the rows as they appear on this page: always alternates.
  page: (params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : ''),
  // Counts the rows in the data: alternates only until the grid sorts or filters.
  data: (params) => ((dataIndex.get(params.row.id) ?? 0) % 2 === 0 ? 'row--even' : ''),
};

export default function StripedRows() {
  const [count, setCount] = React.useState<Count>('page');

  const handleCount = (_event: React.MouseEvent<HTMLElement>, value: Count | null) => {
    if (value !== null) {
      setCount(value);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={count}
        onChange={handleCount}
        aria-label="Stripe by"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="page" sx={{ textTransform: 'none' }}>
          indexRelativeToCurrentPage
        </ToggleButton>
        <ToggleButton value="data" sx={{ textTransform: 'none' }}>
          Index in the data
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, '& .row--even': { backgroundColor: 'action.hover' } }}>
        <DataGrid
          rows={airports}
          columns={columns}
          getRowClassName={stripes[count]}
          initialState={{
            sorting: { sortModel: [{ field: 'y2019', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 5 } },
          }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
