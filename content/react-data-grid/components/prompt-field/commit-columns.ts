import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Commit } from './mui-x-commits';

const RELEASES = ['v8.5.0', 'v8.6.0', 'v8.7.0'];
const PRODUCTS = [
  'Charts',
  'Data Grid',
  'Date and Time Pickers',
  'Dependencies',
  'Docs',
  'Infrastructure',
  'Localization',
  'Scheduler',
  'Tree View',
];

// `description` and `examples` go into the context the grid sends with each prompt: they are
// how the assistant learns what a column holds and which values it can filter on.
export const commitColumns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', type: 'singleSelect', valueOptions: RELEASES, examples: RELEASES, width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    valueOptions: PRODUCTS,
    examples: PRODUCTS,
    description: 'The product named by the tag at the start of the commit subject',
    width: 170,
  },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueGetter: (value?: string) => (value ? new Date(`${value}T00:00`) : null),
  },
  { field: 'author', headerName: 'Author', examples: ['renovate[bot]', 'Bernardo Belchior', 'Lukas Tyla'], width: 160 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'files', headerName: 'Files', type: 'number', description: 'How many files the commit changed', width: 90 },
];
