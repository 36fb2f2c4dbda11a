import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function SelectionAcrossServerPages() {
  const [keepSelected, setKeepSelected] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [page, setPage] = React.useState<{ rows: Employee[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ paginationModel: JSON.stringify(paginationModel) });
    setLoading(true);
    fetch(`/x/data/employees?${params}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ rows: Employee[]; rowCount: number }>)
      .then((answer) => {
        setPage(answer);
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [paginationModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepSelected} onChange={(event) => setKeepSelected(event.target.checked)} />}
        label="keepNonExistentRowsSelected"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={page.rows}
          rowCount={page.rowCount}
          columns={columns}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // Without it, the rows of the page you leave are dropped from the selection.
          keepNonExistentRowsSelected={keepSelected}
        />
      </Box>
    </Stack>
  );
}
