// Rows of the site's /x/data/repository-files endpoint: the 8,836 files and folders of the
// mui/mui-x repository at the v8.7.0 tag, with sizes from `git ls-tree -l`.
import {
  GRID_TREE_DATA_GROUPING_FIELD,
  type GridColDef,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';

export interface RepositoryFile {
  id: string; // the path: packages/x-data-grid/src
  name: string;
  kind: 'folder' | 'file';
  /** Bytes; a folder's is the total of the files below it. */
  size: number;
  childrenCount: number;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const fileColumns: GridColDef<RepositoryFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatBytes(value),
  },
  { field: 'childrenCount', headerName: 'Entries', type: 'number', width: 90 },
];

// The tree column's field is the grid's own; the server calls it `name`.
const serverField = (field: string) => (field === GRID_TREE_DATA_GROUPING_FIELD ? 'name' : field);

/** The grid's request as the endpoint's query string. */
export function repositoryQuery(params: GridGetRowsParams & { groupKeys?: string[] }) {
  return new URLSearchParams({
    start: String(params.start),
    end: String(params.end),
    groupKeys: JSON.stringify(params.groupKeys ?? []),
    sortModel: JSON.stringify(
      params.sortModel.map((item) => ({ ...item, field: serverField(item.field) })),
    ),
    filterModel: JSON.stringify({
      ...params.filterModel,
      items: params.filterModel.items.map((item) => ({ ...item, field: serverField(item.field) })),
    }),
  });
}
