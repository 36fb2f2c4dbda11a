import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Commit } from './mui-x-commits';

export const commitColumns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueGetter: (value?: string) => (value ? new Date(`${value}T00:00`) : null),
  },
  { field: 'author', headerName: 'Author', width: 160 },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 220,
    pivotable: false,
  },
  { field: 'files', headerName: 'Files', type: 'number', width: 100 },
];
