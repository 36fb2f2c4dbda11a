// Columns of the site's /x/data/commits endpoint: the 15,886 commits of mui/mui-x (to v8.7.0),
// mui/base-ui and mui/toolpad up to 4 July 2025, read from the repositories' git history.
import type { GridColDef } from '@mui/x-data-grid-premium';

const REPOSITORIES = ['mui/mui-x', 'mui/base-ui', 'mui/toolpad'];

export const serverCommitColumns: GridColDef[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 110,
    valueGetter: (value: string) => new Date(`${value}T00:00`),
  },
  {
    field: 'repository',
    headerName: 'Repository',
    type: 'singleSelect',
    valueOptions: REPOSITORIES,
    examples: REPOSITORIES,
    width: 130,
  },
  { field: 'author', headerName: 'Author', examples: ['Olivier Tassinari', 'renovate[bot]'], width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 280 },
  { field: 'filesChanged', headerName: 'Files', type: 'number', width: 80 },
];
