import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { medals, type MedalCount } from './paris-2024-medals';

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 170 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 90 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 90 },
];

const sum = (rows: MedalCount[], key: 'gold' | 'silver' | 'bronze') =>
  rows.reduce((total, row) => total + row[key], 0);

export default function RowPinningFilteredTotals() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  const [shown, setShown] = React.useState<MedalCount[]>(medals);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    // Ask the grid which rows this model keeps, with its own filtering rules.
    const lookup = apiRef.current?.getFilterState(model).filteredRowsLookup ?? {};
    setShown(medals.filter((row) => lookup[row.id] !== false));
  };

  const pinnedRows = React.useMemo(
    () => ({
      bottom: [
        {
          id: 'total',
          nation: `Total of ${shown.length} shown`,
          gold: sum(shown, 'gold'),
          silver: sum(shown, 'silver'),
          bronze: sum(shown, 'bronze'),
        },
      ],
    }),
    [shown],
  );
  const total = pinnedRows.bottom[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 520 }}>
        <DataGridPro
          rows={medals}
          columns={columns}
          apiRef={apiRef}
          pinnedRows={pinnedRows}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          showToolbar
          sx={{ '& .MuiDataGrid-pinnedRows': { fontWeight: 'bold' } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="shown-totals">
        {shown.length} of {medals.length} nations: {total.gold} gold, {total.silver}{' '}
        silver, {total.bronze} bronze
      </Typography>
    </Box>
  );
}
