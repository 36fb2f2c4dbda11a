import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowEntriesSelector,
  useGridApiRef,
  type GridCellCoordinates,
  type GridColDef,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

const rows: Contact[] = [
  {
    id: 1,
    name: 'Ana Souza',
    email: 'ana.souza@example.com',
    phone: '+55 11 5555 0142',
  },
  { id: 2, name: 'Björn Eklund', email: null, phone: '+46 8 555 013 27' },
  { id: 3, name: 'Chen Wei', email: 'chen.wei@example.com', phone: null },
  {
    id: 4,
    name: 'Dalia Haddad',
    email: 'dalia.h@example.com',
    phone: '+961 1 555 018',
  },
  { id: 5, name: 'Emeka Obi', email: null, phone: null },
  {
    id: 6,
    name: 'Freya Lund',
    email: 'freya.lund@example.com',
    phone: '+45 55 55 01 90',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  { field: 'phone', headerName: 'Phone', width: 170, editable: true },
];

export default function CellsFocus() {
  const apiRef = useGridApiRef();
  const [focused, setFocused] = React.useState('No cell has focus yet');
  // The grid forgets its focused cell when you click outside it (on the button, for
  // example), so remember the last one to continue the search from there.
  const lastFocused = React.useRef<GridCellCoordinates | null>(null);

  React.useEffect(() => {
    // Follows focus from clicks, arrow keys and code alike.
    return apiRef.current?.subscribeEvent('cellFocusIn', (params) => {
      lastFocused.current = { id: params.id, field: params.field };
      setFocused(`Focused: ${params.row.name}, ${params.colDef.headerName}`);
    });
  }, [apiRef]);

  const focusNextEmptyCell = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Rows in the order they are displayed, after sorting and filtering.
    const entries = gridExpandedSortedRowEntriesSelector(apiRef);
    // Every visible cell, row by row, so the search can start from any focused cell.
    const fields = api.getVisibleColumns().map((column) => column.field);
    const cells = entries.flatMap((entry, rowIndex) =>
      fields.map((field) => ({ id: entry.id, field, rowIndex })),
    );
    const current = lastFocused.current;
    const start = current
      ? cells.findIndex(
          (cell) => cell.id === current.id && cell.field === current.field,
        )
      : -1;
    const ordered = [...cells.slice(start + 1), ...cells.slice(0, start + 1)];
    const next = ordered.find(
      (cell) => api.getCellValue(cell.id, cell.field) == null,
    );
    if (!next) {
      setFocused('Every contact is complete');
      return;
    }
    const colIndex = api.getColumnIndex(next.field);
    api.scrollToIndexes({ rowIndex: next.rowIndex, colIndex });
    api.setCellFocus(next.id, next.field);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={focusNextEmptyCell}>
          Go to next empty cell
        </Button>
        <Typography variant="body2" color="text.secondary">
          {focused}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
