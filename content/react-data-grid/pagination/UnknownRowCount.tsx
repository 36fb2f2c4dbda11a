import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { elements, type Element } from './elements';

// A stand-in for a server that cannot count: it answers one page and whether another
// one follows, after a short delay. Nothing leaves the browser.
function fetchPage({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  return new Promise<{ rows: Element[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      resolve({
        rows: elements.slice(start, start + pageSize),
        hasNextPage: start + pageSize < elements.length,
      });
    }, 400);
  });
}

const columns: GridColDef<Element>[] = [
  { field: 'id', headerName: 'Atomic number', type: 'number', width: 130 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Element', flex: 1, minWidth: 150 },
];

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Element[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // -1 until the grid reaches the last page and reports the total.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [answers, setAnswers] = React.useState(0);
  // A new object on every render would make the grid store it again each time.
  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((answer) => {
      if (!active) return;
      setRows(answer.rows);
      setHasNextPage(answer.hasNextPage);
      setAnswers((count) => count + 1);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25]}
          rowCount={rowCount}
          estimatedRowCount={100}
          paginationMeta={paginationMeta}
          // On the last page the grid works out the total and reports it here.
          onRowCountChange={setRowCount}
          disableColumnSorting
          disableColumnFilter
        />
      </Box>
      <Typography variant="body2" data-testid="unknown-row-count-status" sx={{ mt: 1 }}>
        Pages received: {answers}. rowCount: {rowCount}
        {rowCount === -1 ? ' (unknown)' : ''}
      </Typography>
    </Box>
  );
}
