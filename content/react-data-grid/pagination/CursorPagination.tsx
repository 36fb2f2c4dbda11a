import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  country: string;
}

const PAGE_SIZE = 10;

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

// Asks for one row more than a page: if it comes back, there is a next page.
// The cursor is where the page starts; a real API would hand you an opaque token.
async function fetchPage(cursor: number, signal: AbortSignal) {
  const params = new URLSearchParams({ start: String(cursor), end: String(cursor + PAGE_SIZE) });
  const response = await fetch(`/x/data/employees?${params}`, { signal });
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  const { rows } = (await response.json()) as { rows: Employee[] };
  return { rows: rows.slice(0, PAGE_SIZE), nextCursor: rows.length > PAGE_SIZE ? cursor + PAGE_SIZE : null };
}

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  // The cursor of each page reached so far: page 0 starts at 0, the others where the previous ended.
  const cursors = React.useRef<number[]>([0]);
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // -1 until the last page is reached; then the grid reports the total here.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [withEstimate, setWithEstimate] = React.useState(false);

  React.useEffect(() => {
    const cursor = cursors.current[paginationModel.page];
    if (cursor === undefined) return undefined;
    const controller = new AbortController();
    setLoading(true);
    fetchPage(cursor, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setHasNextPage(page.nextCursor !== null);
        if (page.nextCursor !== null) cursors.current[paginationModel.page + 1] = page.nextCursor;
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [paginationModel.page]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={withEstimate} onChange={(event) => setWithEstimate(event.target.checked)} />}
        label="Give the grid an estimate (about 1,000 rows)"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          // Cursors belong to one page size: changing it would need new ones.
          pageSizeOptions={[PAGE_SIZE]}
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          paginationMeta={{ hasNextPage }}
          estimatedRowCount={withEstimate ? 1000 : undefined}
          disableColumnSorting
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
