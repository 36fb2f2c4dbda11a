// Rows of the site's /x/data/commits endpoint: the 15,886 commits of mui/mui-x (to v8.7.0),
// mui/base-ui and mui/toolpad up to 4 July 2025, read from the repositories' git history.
import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridGetRowsParams,
} from '@mui/x-data-grid-premium';

export interface Commit {
  id: string;
  repository: string;
  month: string; // YYYY-MM
  author: string;
  subject: string;
  filesChanged: number | null;
}

export const commitColumns: GridColDef<Commit>[] = [
  { field: 'repository', headerName: 'Repository', width: 130 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'filesChanged', headerName: 'Files changed', type: 'number', width: 130 },
];

// What the endpoint can compute. With a data source the grid offers no function of its own:
// each one it may ask for is declared here, without `apply`.
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: { hasCellUnit: false },
};

type PremiumParams = GridGetRowsParams & {
  groupKeys?: string[];
  groupFields?: string[];
  aggregationModel?: Record<string, string>;
};

/** The grid's request as the endpoint's query string, grouping and aggregation included. */
export function commitsQuery(params: PremiumParams) {
  return new URLSearchParams({
    start: String(params.start),
    end: String(params.end),
    sortModel: JSON.stringify(params.sortModel),
    filterModel: JSON.stringify(params.filterModel),
    groupFields: JSON.stringify(params.groupFields ?? []),
    groupKeys: JSON.stringify(params.groupKeys ?? []),
    aggregationModel: JSON.stringify(params.aggregationModel ?? {}),
  });
}
