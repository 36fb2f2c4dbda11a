import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { commitColumns } from './commits';

export default function ErrorRetry() {
  const apiRef = useGridApiRef();
  const failNext = React.useRef(false);
  const [failSwitch, setFailSwitch] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
        });
        if (failNext.current) {
          // The site's endpoint answers 503 when asked to: a real failed response.
          query.set('simulateError', 'true');
          failNext.current = false;
          setFailSwitch(false);
        }
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(`${response.status}: ${body.error}`);
        }
        return body;
      },
    }),
    [],
  );

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
        label="Make the next request fail (then change page or sort)"
      />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setError(null);
                apiRef.current?.dataSource.fetchRows();
              }}
            >
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <div style={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          dataSource={dataSource}
          onDataSourceError={(reason) => setError(reason.message)}
          columns={commitColumns}
          pageSizeOptions={[5, 10]}
          // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
          initialState={{ pagination: { paginationModel: { pageSize: 5 }, rowCount: -1 } }}
        />
      </div>
    </div>
  );
}
