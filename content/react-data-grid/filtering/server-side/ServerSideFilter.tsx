import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  email: string;
  department: string;
  role: string;
  country: string;
  salary: number;
  startDate: string;
  active: boolean;
}

interface EmployeePage {
  rows: Employee[];
  rowCount: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 125 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'country', headerName: 'Country', width: 125 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 105 },
  // Kept as text (YYYY-MM-DD): the server offers text operators for it.
  { field: 'startDate', headerName: 'Start date', width: 105 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 75 },
];

export default function ServerSideFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'department', operator: 'equals', value: 'Design' }],
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState('');

  // The grid's models already have the shapes the server reads. Derived
  // while rendering, the URL is in the server's HTML too.
  const requestUrl = `/x/data/employees?${new URLSearchParams({
    paginationModel: JSON.stringify(paginationModel),
    sortModel: JSON.stringify(sortModel),
    filterModel: JSON.stringify(filterModel),
  })}`;

  React.useEffect(() => {
    // Each change aborts the request still in flight, so an old answer
    // can never overwrite a newer one.
    const controller = new AbortController();
    setLoading(true);
    fetch(requestUrl, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) {
          throw new Error(`The server answered ${response.status}`);
        }
        return response.json() as Promise<EmployeePage>;
      })
      .then((page) => {
        setRows(page.rows);
        setRowCount(page.rowCount);
        setError('');
        setLoading(false);
      })
      .catch((reason: Error) => {
        if (controller.signal.aborted) {
          return;
        }
        setError(reason.message);
        setLoading(false);
      });

    return () => controller.abort();
  }, [requestUrl]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          rowCount={rowCount}
          showToolbar
          filterMode="server"
          sortingMode="server"
          paginationMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25, 50, 100]}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last request (decoded for reading)
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {decodeURIComponent(requestUrl.replaceAll('+', ' '))}
      </Box>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
