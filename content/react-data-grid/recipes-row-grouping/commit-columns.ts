import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Commit } from './mui-x-commits';

export const commitColumns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 260 },
  { field: 'files', headerName: 'Files', type: 'number', width: 80 },
];
