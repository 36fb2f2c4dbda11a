import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// Each view names only the models it sets; restoreState leaves every other one alone.
const views: { label: string; state: GridInitialState }[] = [
  {
    label: 'US, busiest first',
    state: {
      filter: {
        filterModel: {
          items: [{ field: 'country', operator: 'equals', value: 'United States' }],
        },
      },
      sorting: { sortModel: [{ field: 'y2023', sort: 'desc' }] },
    },
  },
  {
    label: 'Over 80 M in 2023',
    state: {
      filter: { filterModel: { items: [{ field: 'y2023', operator: '>', value: 80 }] } },
      sorting: { sortModel: [{ field: 'y2023', sort: 'desc' }] },
    },
  },
  {
    label: 'Sort by 2019',
    state: { sorting: { sortModel: [{ field: 'y2019', sort: 'desc' }] } },
  },
  {
    label: 'Clear sort and filter',
    state: { filter: { filterModel: { items: [] } }, sorting: { sortModel: [] } },
  },
];

export default function SavedViews() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {views.map((view) => (
          <Button
            key={view.label}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.restoreState(view.state)}
          >
            {view.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} showToolbar />
      </Box>
    </Stack>
  );
}
