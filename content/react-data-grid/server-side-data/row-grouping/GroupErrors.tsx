import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridGetRowsError, type GridDataSource } from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery } from './commits';

const rowGroupingModel = ['repository', 'scope'];

export default function GroupErrors() {
  const failNext = React.useRef(true);
  const [failSwitch, setFailSwitch] = React.useState(true);
  const [failedGroups, setFailedGroups] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = commitsQuery(params);
        // Only a group's contents can fail here: the top level always loads.
        if (failNext.current && params.groupKeys?.length) {
          query.set('simulateError', 'true'); // the endpoint answers 503
          failNext.current = false;
          setFailSwitch(false);
        }
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.descendantCount ?? 0,
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
        label="Make the next group request fail (then open a repository)"
      />
      <div style={{ height: 380 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={commitColumns}
          rowGroupingModel={rowGroupingModel}
          groupingColDef={{ width: 220 }}
          // The grid marks the group's own button; this only lists which groups failed.
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              const group = error.params.groupKeys?.join(' › ') || 'top level';
              setFailedGroups((previous) => [...previous, group]);
            }
          }}
          initialState={{
            columns: { columnVisibilityModel: { repository: false, scope: false } },
          }}
        />
      </div>
      <p style={{ fontSize: 13 }}>Failed requests: {failedGroups.join(', ') || 'none yet'}</p>
    </div>
  );
}
