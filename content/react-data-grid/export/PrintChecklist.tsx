import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function PrintChecklist() {
  const apiRef = useGridApiRef();

  // Default options: with rows selected, only those are printed, and without checkboxes.
  const printSelection = () => apiRef.current?.exportDataAsPrint({ hideFooter: true });

  // Every row that passes the filter, each with its checkbox, ticked or not.
  const printChecklist = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Airports I have flown through',
      fields: ['id', 'city'],
      includeCheckboxes: true,
      getRowsToExport: ({ apiRef: gridApi }) => gridFilteredSortedRowIdsSelector(gridApi),
      hideFooter: true,
    });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={printSelection}>
          Print the selection
        </Button>
        <Button variant="outlined" size="small" onClick={printChecklist}>
          Print a checklist
        </Button>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          checkboxSelection
          // Print only copies the rows the grid has rendered: render them all.
          disableVirtualization
        />
      </div>
    </Stack>
  );
}
