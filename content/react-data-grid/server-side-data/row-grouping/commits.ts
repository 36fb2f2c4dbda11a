// Rows of the site's /x/data/commits endpoint: the 15,886 commits of mui/mui-x (to v8.7.0),
// mui/base-ui and mui/toolpad up to 4 July 2025, read from the repositories' git history.
import {
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';

export interface Commit {
  id: string;
  repository: string;
  month: string; // YYYY-MM
  date: string; // YYYY-MM-DD
  author: string;
  scope: string;
  filesChanged: number | null;
  subject: string;
}

export const commitColumns: GridColDef<Commit>[] = [
  { field: 'repository', headerName: 'Repository', width: 130 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'scope', headerName: 'Scope', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 260 },
  { field: 'filesChanged', headerName: 'Files', type: 'number', width: 80 },
];

type GroupingParams = GridGetRowsParams & { groupKeys?: string[]; groupFields?: string[] };

/** The grid's request as the endpoint's query string, grouping included. */
export function commitsQuery(params: GroupingParams) {
  const groupFields = params.groupFields ?? [];
  const groupKeys = params.groupKeys ?? [];
  // The grouping column is the grid's own: sorting it means sorting the groups of this level by
  // their key. Among leaves (below the last level) it has nothing to sort.
  const levelField = groupFields[groupKeys.length];
  const sortModel = params.sortModel.flatMap((item) => {
    if (item.field !== GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD) return [item];
    return levelField ? [{ ...item, field: levelField }] : [];
  });
  return new URLSearchParams({
    start: String(params.start),
    end: String(params.end),
    sortModel: JSON.stringify(sortModel),
    filterModel: JSON.stringify(params.filterModel),
    groupFields: JSON.stringify(groupFields),
    groupKeys: JSON.stringify(groupKeys),
  });
}
