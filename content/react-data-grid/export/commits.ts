// Rows of the site's /x/data/commits endpoint: the 15,886 commits of mui/mui-x (to v8.7.0),
// mui/base-ui and mui/toolpad up to 4 July 2025, read from the repositories' git history.
import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Commit {
  id: string;
  repository: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  /** The subject's leading [tag], lower-cased ('datagrid', 'pickers'…), or ''. */
  scope: string;
  filesChanged: number | null;
  subject: string;
}

export const commitColumns: GridColDef<Commit>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 110,
    // Local midnight of that day: `new Date('2025-07-04')` would be UTC midnight.
    valueGetter: (value: string) => new Date(`${value}T00:00`),
  },
  {
    field: 'repository',
    headerName: 'Repository',
    type: 'singleSelect',
    valueOptions: ['mui/mui-x', 'mui/base-ui', 'mui/toolpad'],
    width: 130,
  },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 280 },
  { field: 'filesChanged', headerName: 'Files', type: 'number', width: 80 },
];
