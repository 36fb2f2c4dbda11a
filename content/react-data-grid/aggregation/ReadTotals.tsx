import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  useGridApiRef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const products = [
  'Charts',
  'Data Grid',
  'Date and Time Pickers',
  'Scheduler',
  'Tree View',
];

const byProduct = (product: string): GridFilterModel => ({
  items: product ? [{ field: 'product', operator: 'equals', value: product }] : [],
});

export default function ReadTotals() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(
    byProduct('Charts'),
  );
  const [totals, setTotals] = React.useState('Reading the totals…');

  // The lookup holds the raw results of each aggregated group; the grand total is the
  // tree root's. A string state: React skips the render when the text is unchanged.
  const readTotals = React.useCallback(() => {
    const root = gridAggregationLookupSelector(apiRef)?.[GRID_ROOT_GROUP_ID];
    const show = (field: string) => String(root?.[field]?.value ?? 'not aggregated');
    setTotals(`Commits: ${show('subject')}. Files changed: ${show('files')}.`);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="Product"
        value={
          filterModel.items.find((item) => item.field === 'product')?.value ?? ''
        }
        onChange={(event) => setFilterModel(byProduct(event.target.value))}
        sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      >
        <MenuItem value="">All products</MenuItem>
        {products.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          onStateChange={readTotals}
          initialState={{
            aggregation: { model: { files: 'sum', subject: 'size' } },
            columns: { columnVisibilityModel: { date: false, author: false } },
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="grand-total">
        {totals}
      </Typography>
    </Stack>
  );
}
