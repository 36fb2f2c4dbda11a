import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ExcelExport() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={airports}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'busiest-airports',
              // Number cells stay numbers in Excel, shown with one decimal.
              columnsStyles: {
                y2019: { numFmt: '0.0' },
                y2023: { numFmt: '0.0' },
              },
            },
          },
        }}
      />
    </div>
  );
}
