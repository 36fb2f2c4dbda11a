import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { laureates, type Laureate } from './nobel-literature';

const stringOperators = getGridStringOperators();

// A new operator built on the built-in "contains": the typed text is split into words, and a
// cell must contain each of them, in any order. The built-in function still does the matching
// (trimmed, case-insensitive), and the built-in text field stays as the input.
function everyWord(contains: GridFilterOperator): GridFilterOperator {
  return {
    ...contains,
    value: 'containsEveryWord',
    label: 'contains every word',
    getApplyFilterFn: (filterItem, column) => {
      const words = String(filterItem.value ?? '').split(/\s+/).filter(Boolean);
      const tests = words.map((word) =>
        contains.getApplyFilterFn({ ...filterItem, value: word }, column),
      );
      if (tests.length === 0) {
        return null;
      }
      return (value, row, col, apiRef) =>
        tests.every((test) => test === null || test(value, row, col, apiRef));
    },
  };
}

const laureateOperators = [
  // The new operator first, so the panel picks it when it opens on this column.
  ...stringOperators.filter((operator) => operator.value === 'contains').map(everyWord),
  ...stringOperators,
];

const columns: GridColDef<Laureate>[] = [
  { field: 'year', headerName: 'Year', width: 90 },
  {
    field: 'laureate',
    headerName: 'Laureate',
    flex: 1,
    minWidth: 180,
    filterOperators: laureateOperators,
  },
  { field: 'language', headerName: 'Language', width: 130 },
];

export default function ContainsEveryWord() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={laureates}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'laureate', operator: 'containsEveryWord', value: 'mario llosa' }],
            },
          },
        }}
      />
    </Box>
  );
}
