import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
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
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  // Only replaced when an answer arrives, so the footer keeps its total
  // while the next page loads.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [requestUrl, setRequestUrl] = React.useState('');
  const [error, setError] = React.useState('');

  React.useEffect(() => {
    const params = new URLSearchParams({
      paginationModel: JSON.stringify(paginationModel),
    });
    const url = `/x/data/employees?${params}`;

    // A click on "next page" while a page is loading aborts that request.
    const controller = new AbortController();
    setLoading(true);
    setRequestUrl(url);
    fetch(url, { signal: controller.signal })
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
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25, 50, 100]}
          // Sorting or filtering one page in the browser would mislead:
          // this demo leaves both off (see the server-side filter page).
          disableColumnSorting
          disableColumnFilter
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last request
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {requestUrl || 'No request yet'}
      </Box>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
