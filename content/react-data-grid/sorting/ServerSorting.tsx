import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  country: string;
  salary: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ServerSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'salary', sort: 'desc' }]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [page, setPage] = React.useState<{ rows: Employee[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);
  const url = `/x/data/employees?${new URLSearchParams({
    sortModel: JSON.stringify(sortModel),
    paginationModel: JSON.stringify(paginationModel),
  })}`;

  // The server sorts all 1,000 rows, then cuts the page: the grid shows the page as it comes.
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetch(url, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ rows: Employee[]; rowCount: number }>)
      .then((answer) => {
        setPage(answer);
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [url]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={page.rows}
          rowCount={page.rowCount}
          columns={columns}
          loading={loading}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          disableColumnFilter
        />
      </Box>
      <Typography variant="body2" component="p" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        GET {decodeURIComponent(url)}
      </Typography>
    </Stack>
  );
}
