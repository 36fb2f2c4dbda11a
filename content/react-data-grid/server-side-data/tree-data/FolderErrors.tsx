import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsError,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { fileColumns, repositoryQuery } from './repository-files';

export default function FolderErrors() {
  const apiRef = useGridApiRef();
  const failNext = React.useRef(false);
  const [failSwitch, setFailSwitch] = React.useState(false);
  const [failedFolder, setFailedFolder] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = repositoryQuery(params);
        if (failNext.current) {
          query.set('simulateError', 'true'); // the endpoint answers 503
          failNext.current = false;
          setFailSwitch(false);
        }
        const response = await fetch(`/x/data/repository-files?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [],
  );

  const handleError = (error: GridGetRowsError) => {
    // The failed request's groupKeys say which folder it was for; rows' ids are their paths.
    const { groupKeys = [] } = error.params as GridGetRowsParams & { groupKeys?: string[] };
    setFailedFolder(groupKeys.join('/'));
  };

  const retry = () => {
    const folder = failedFolder;
    setFailedFolder(null);
    apiRef.current?.dataSource.fetchRows(folder || undefined);
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={failSwitch}
            onChange={(event) => {
              failNext.current = event.target.checked;
              setFailSwitch(event.target.checked);
            }}
          />
        }
        label="Make the next request fail (then open a folder)"
      />
      {failedFolder !== null && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not list {failedFolder || 'the repository root'}.
        </Alert>
      )}
      <div style={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          dataSource={dataSource}
          onDataSourceError={(error) => handleError(error as GridGetRowsError)}
          columns={fileColumns}
          groupingColDef={{ headerName: 'Name', width: 300 }}
          initialState={{ pagination: { paginationModel: { pageSize: 200 } } }}
          pageSizeOptions={[200]}
          hideFooter
        />
      </div>
    </div>
  );
}
