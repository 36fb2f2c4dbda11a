import type { GridColDef } from '@mui/x-data-grid-premium';
import { commits, type Commit } from './mui-x-commits';

// Three products, to keep the tables short.
export const productCommits = commits.filter((commit) =>
  ['Charts', 'Data Grid', 'Scheduler'].includes(commit.product),
);

export const commitColumns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'files', headerName: 'Files', type: 'number', width: 90 },
];
