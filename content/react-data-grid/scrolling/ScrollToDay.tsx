import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPageSizeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { daylightRows, formatHours, type DaylightRow } from './daylight';

const rows = daylightRows(2024, 2024);

const columns: GridColDef<DaylightRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'sunrise', headerName: 'Sunrise', width: 100 },
  { field: 'sunset', headerName: 'Sunset', width: 100 },
  {
    field: 'dayLength',
    headerName: 'Day length',
    width: 140,
    valueFormatter: (value) => formatHours(value),
  },
];

const TARGETS = [
  { label: 'Oslo, midsummer', id: 'Oslo-2024-06-21' },
  { label: 'Reykjavík, midwinter', id: 'Reykjavík-2024-12-21' },
  { label: 'Cape Town, 1 March', id: 'Cape Town-2024-03-01' },
];

export default function ScrollToDay() {
  const apiRef = useGridApiRef();

  const goTo = (id: string) => {
    const api = apiRef.current;
    if (!api) return;
    // The row's index among all rows as they are shown (sorted, filtered), across pages.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex < 0) return;
    // The community grid always paginates: open the row's page first.
    api.setPage(Math.floor(rowIndex / gridPageSizeSelector(apiRef)));
    // Once the page has rendered, scroll to the row and put the focus on its cell.
    requestAnimationFrame(() => {
      api.scrollToIndexes({ rowIndex, colIndex: 4 });
      api.setCellFocus(id, 'dayLength');
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TARGETS.map((target) => (
          <Button
            key={target.id}
            size="small"
            variant="outlined"
            onClick={() => goTo(target.id)}
          >
            {target.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Stack>
  );
}
