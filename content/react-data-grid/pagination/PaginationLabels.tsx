import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { daylightRows, type DaylightRow } from './daylight';

// Six cities, every day of 2024: 2,196 rows.
const rows = daylightRows(2024, 2024);

// A fixed locale, so that the server and every browser print the same separators.
const number = new Intl.NumberFormat('en-GB');

// count is -1 when a server cannot give the total, and estimated is the estimatedRowCount prop:
// this grid needs neither, but a copied function should cope with both.
function totalText(count: number, to: number, estimated: number | undefined) {
  if (count !== -1) return number.format(count);
  if (estimated !== undefined && estimated > to) return `about ${number.format(estimated)}`;
  return `more than ${number.format(to)}`;
}

const localeText: Partial<GridLocaleText> = {
  paginationRowsPerPage: 'Entries per page:',
  paginationDisplayedRows: ({ from, to, count, estimated }) =>
    `${number.format(from)}–${number.format(to)} of ${totalText(count, to, estimated)}`,
};

const columns: GridColDef<DaylightRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'sunrise', headerName: 'Sunrise', width: 100 },
  { field: 'sunset', headerName: 'Sunset', width: 100 },
];

export default function PaginationLabels() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        initialState={{ pagination: { paginationModel: { pageSize: 50, page: 20 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
