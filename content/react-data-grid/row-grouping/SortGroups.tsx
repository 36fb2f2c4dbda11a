import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridSortDirection,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

const commitsPerProduct = new Map<string, number>();
commits.forEach(({ product }) => commitsPerProduct.set(product, (commitsPerProduct.get(product) ?? 0) + 1));

// The grouping column compares two product groups with the Product column's
// sortComparator, called with their keys: here, by number of commits, then by name.
// Sorting the Product column itself calls it too, with no value for the group rows.
const byCommitCount = (a?: string, b?: string) =>
  (commitsPerProduct.get(a ?? '') ?? 0) - (commitsPerProduct.get(b ?? '') ?? 0) ||
  (a ?? '').localeCompare(b ?? '');

const columns: GridColDef<Commit>[] = commitColumns.map((column) =>
  column.field === 'product' ? { ...column, sortComparator: byCommitCount } : column,
);

const sortBy = (sort: GridSortDirection): GridSortModel =>
  sort ? [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort }] : [];

export default function SortGroups() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>(sortBy('desc'));
  const [firstGroups, setFirstGroups] = React.useState('');

  // After each sort, read the keys of the first top-level group rows.
  React.useEffect(() => {
    const readOrder = () => {
      const keys = gridSortedRowIdsSelector(apiRef)
        .map((id) => apiRef.current?.getRowNode(id))
        .flatMap((node) => (node?.type === 'group' && node.depth === 0 ? [String(node.groupingKey)] : []));
      setFirstGroups(keys.slice(0, 3).join(', '));
    };
    readOrder();
    return apiRef.current?.subscribeEvent('sortedRowsSet', readOrder);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={sortModel.find((item) => item.field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD)?.sort ?? 'none'}
        onChange={(_, value: string | null) =>
          value && setSortModel(sortBy(value === 'none' ? null : (value as GridSortDirection)))
        }
        aria-label="Order of the groups"
      >
        <ToggleButton value="desc">Most commits first</ToggleButton>
        <ToggleButton value="asc">Fewest commits first</ToggleButton>
        <ToggleButton value="none">Not sorted</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          initialState={{ rowGrouping: { model: ['product'] } }}
        />
      </Box>
      <Typography variant="body2" data-testid="group-order">
        First groups: {firstGroups}
      </Typography>
    </Stack>
  );
}
