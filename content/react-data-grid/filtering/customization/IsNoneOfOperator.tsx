import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputMultipleSingleSelect,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { languages, laureates, type Laureate } from './nobel-literature';

// The opposite of the built-in "is any of": its value is an array of options, entered with
// the same multiple-choice input, which reads the options from the column's valueOptions.
const isNoneOf: GridFilterOperator<Laureate, string> = {
  value: 'isNoneOf',
  label: 'is none of',
  getApplyFilterFn: (filterItem) => {
    const excluded: unknown = filterItem.value;
    if (!Array.isArray(excluded) || excluded.length === 0) {
      return null;
    }
    return (value) => !excluded.includes(value);
  },
  InputComponent: GridFilterInputMultipleSingleSelect,
  getValueAsString: (value: string[]) => value.join(', '),
};

const columns: GridColDef<Laureate>[] = [
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'laureate', headerName: 'Laureate', flex: 1, minWidth: 180 },
  {
    field: 'language',
    headerName: 'Language',
    type: 'singleSelect',
    valueOptions: languages,
    width: 160,
    filterOperators: [...getGridSingleSelectOperators(), isNoneOf],
  },
];

export default function IsNoneOfOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={laureates}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'language', operator: 'isNoneOf', value: ['English'] }],
            },
          },
        }}
      />
    </Box>
  );
}
