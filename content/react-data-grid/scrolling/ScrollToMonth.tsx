import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { cities, daylightRows, formatHours } from './daylight';

const MONTHS = [
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  ...['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
];

// One row per city, one column per month: the day length on the 21st, in 2024.
const the21st = daylightRows(2024, 2024).filter((day) => day.date.endsWith('-21'));
const rows = cities.map((city) => {
  const row: Record<string, string | number> = { id: city.name, city: city.name };
  for (const day of the21st) {
    if (day.city === city.name) row[day.month.slice(3)] = day.dayLength;
  }
  return row;
});

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 140 },
  ...MONTHS.map<GridColDef>((month) => ({
    field: month,
    headerName: `21 ${month}`,
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatHours(value),
  })),
];

export default function ScrollToMonth() {
  const apiRef = useGridApiRef();

  const showMonth = (field: string) => {
    // colIndex counts the visible columns in their current order; hidden ones don't count.
    const colIndex = apiRef.current?.getColumnIndex(field);
    // No rowIndex: the grid scrolls sideways and keeps its vertical position.
    if (colIndex !== undefined) apiRef.current?.scrollToIndexes({ colIndex });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['city', 'Mar', 'Jun', 'Sep', 'Dec'].map((field) => (
          <Button key={field} size="small" variant="outlined" onClick={() => showMonth(field)}>
            {field === 'city' ? 'Back to City' : `21 ${field}`}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
