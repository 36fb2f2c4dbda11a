import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Repository {
  id: string;
  description: string;
}

interface Commit {
  id: string;
  date: string;
  author: string;
  subject: string;
}

// The three repositories whose history the site's /x/data/commits endpoint serves.
const repositories: Repository[] = [
  { id: 'mui/mui-x', description: 'Data Grid, Date and Time Pickers, Charts, Tree View' },
  { id: 'mui/base-ui', description: 'Unstyled components' },
  { id: 'mui/toolpad', description: 'Toolpad Core and Studio' },
];

const commitColumns: GridColDef<Commit>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
];

// Mounted when its panel opens: the request is made then, and only for that repository.
function LatestCommits({ repository }: { repository: string }) {
  const [commits, setCommits] = React.useState<Commit[] | null>(null);
  const [error, setError] = React.useState('');

  React.useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({
      filterModel: JSON.stringify({ items: [{ field: 'repository', operator: 'equals', value: repository }] }),
      sortModel: JSON.stringify([{ field: 'date', sort: 'desc' }]),
      start: '0',
      end: '4',
    });
    fetch(`/x/data/commits?${params}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        return response.json() as Promise<{ rows: Commit[] }>;
      })
      .then((answer) => setCommits(answer.rows))
      .catch((reason: Error) => {
        if (!controller.signal.aborted) setError(reason.message);
      });
    return () => controller.abort();
  }, [repository]);

  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Latest commits of {repository}
      </Typography>
      {error ? (
        <Typography color="error">{error}</Typography>
      ) : (
        // A flex column lets the inner grid take the height of its rows.
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGridPro
            rows={commits ?? []}
            columns={commitColumns}
            loading={commits === null}
            density="compact"
            hideFooter
          />
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<Repository>[] = [
  { field: 'id', headerName: 'Repository', width: 150 },
  { field: 'description', headerName: 'What it holds', flex: 1, minWidth: 200 },
];

export default function DetailFromServer() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Repository>) => <LatestCommits repository={row.id} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={repositories}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
