import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type InvoiceRow =
  | {
      id: string;
      kind: 'item';
      description: string;
      quantity: number;
      price: number;
    }
  | { id: string; kind: 'summary'; label: string; amount: number };

const items: InvoiceRow[] = [
  {
    id: 'a',
    kind: 'item',
    description: 'Website redesign',
    quantity: 1,
    price: 4800,
  },
  {
    id: 'b',
    kind: 'item',
    description: 'Copywriting (hours)',
    quantity: 12,
    price: 85,
  },
  {
    id: 'c',
    kind: 'item',
    description: 'Stock photography',
    quantity: 6,
    price: 45,
  },
  {
    id: 'd',
    kind: 'item',
    description: 'Hosting, 12 months',
    quantity: 1,
    price: 360,
  },
];

const subtotal = items.reduce(
  (sum, row) => (row.kind === 'item' ? sum + row.quantity * row.price : sum),
  0,
);
const vat = Math.round(subtotal * 0.2 * 100) / 100;

const rows: InvoiceRow[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', label: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'summary', label: 'VAT (20%)', amount: vat },
  { id: 'total', kind: 'summary', label: 'Total', amount: subtotal + vat },
];

const money = (value: number) =>
  `£${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) =>
      row.kind === 'item' ? row.description : row.label,
    // Summary labels cover description, quantity and unit price.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: (params) =>
      params.row.kind === 'summary' ? 'summary-label' : '',
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'price',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : money(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) =>
      row.kind === 'item' ? row.quantity * row.price : row.amount,
    valueFormatter: (value: number) => money(value),
  },
];

export default function ColumnSpanningInvoice() {
  return (
    <Box sx={{ height: 422, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        sx={{
          '& .summary-label': { textAlign: 'right', fontWeight: 'bold' },
        }}
      />
    </Box>
  );
}
