import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// Ready-made ranges instead of an operator and a number.
const ranges = {
  all: null,
  over80: { operator: '>', value: 80 },
  under75: { operator: '<', value: 75 },
} as const;
type Range = keyof typeof ranges;

function PassengerRangeFilter({ colDef, item }: GridHeaderFilterCellProps) {
  const apiRef = useGridApiContext();
  const current = (Object.keys(ranges) as Range[]).find((key) => {
    const range = ranges[key];
    return range !== null && item.operator === range.operator && item.value === range.value;
  });

  const choose = (key: Range) => {
    const range = ranges[key];
    if (range === null) {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, field: colDef.field, ...range });
    }
  };

  return (
    <TextField
      select
      size="small"
      variant="standard"
      fullWidth
      label="Range"
      value={current ?? 'all'}
      onChange={(event) => choose(event.target.value as Range)}
    >
      <MenuItem value="all">All</MenuItem>
      <MenuItem value="over80">Over 80 M</MenuItem>
      <MenuItem value="under75">Under 75 M</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 100 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 150,
    renderHeaderFilter: (params) => <PassengerRangeFilter {...params} />,
  },
];

export default function HeaderFilterCustomCell() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={airports} columns={columns} headerFilters />
    </Box>
  );
}
