import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  {
    field: 'change',
    headerName: 'Change',
    width: 100,
    valueGetter: (_value, row) => (row.y2023 - row.y2019) / row.y2019,
    valueFormatter: (value: number) =>
      `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`,
    // Computed from two other columns: a spreadsheet can recompute it, so leave it out.
    disableExport: true,
  },
];

export default function ExportedColumns() {
  return (
    <div style={{ height: 420 }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ columns: { columnVisibilityModel: { country: false } } }}
        slotProps={{
          // Hidden columns are exported too; `disableExport` columns never are.
          toolbar: { csvOptions: { allColumns: true } },
        }}
      />
    </div>
  );
}
