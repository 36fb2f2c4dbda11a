import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function PrintOptions() {
  const apiRef = useGridApiRef();

  const print = () =>
    apiRef.current?.exportDataAsPrint({
      hideFooter: true,
      hideToolbar: true,
      fileName: 'Busiest airports, 2023',
      // Landscape pages with narrow margins; applied to the print window only.
      pageStyle: '@page { size: A4 landscape; margin: 12mm; }',
    });

  return (
    <div>
      <Button variant="outlined" size="small" onClick={print} sx={{ mb: 1 }}>
        Print
      </Button>
      <div style={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} hideFooter />
      </div>
    </div>
  );
}
