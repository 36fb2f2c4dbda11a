import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function CsvOptions() {
  return (
    <div style={{ height: 420 }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'busiest-airports-2023',
              // Spreadsheets set to a European locale split columns on semicolons.
              delimiter: ';',
              // Lets Excel read "Türkiye" as UTF-8.
              utf8WithBom: true,
            },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </div>
  );
}
