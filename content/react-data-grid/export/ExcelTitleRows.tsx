import {
  DataGridPremium,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'busiest-airports-with-title',
  // Before the grid writes its rows: a title and a blank line above the header.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.mergeCells('A1:D1');
    worksheet.getCell('A1').value =
      'Busiest airports of 2023, passengers in millions';
    worksheet.getCell('A1').font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // After: the source under the data.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.addRow([]);
    const source = worksheet.addRow([
      'Source: Airports Council International (ACI World)',
    ]);
    source.font = { italic: true };
  },
};

export default function ExcelTitleRows() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={airports}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{ toolbar: { excelOptions } }}
      />
    </div>
  );
}
