import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery } from './commits';

const groupings: Record<string, GridRowGroupingModel> = {
  'Repository › scope': ['repository', 'scope'],
  'Author › month': ['author', 'month'],
  'Month › repository': ['month', 'repository'],
};

const dataSource: GridDataSource = {
  getRows: async (params) => {
    const response = await fetch(`/x/data/commits?${commitsQuery(params)}`);
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error);
    }
    return body;
  },
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount ?? 0,
};

export default function ChooseGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(groupings['Repository › scope']!);

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Group by"
        value={Object.keys(groupings).find((name) => groupings[name]!.join() === model.join()) ?? null}
        onChange={(_event, name: string | null) => name && setModel(groupings[name]!)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {Object.keys(groupings).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 400 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={commitColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          groupingColDef={{ width: 240 }}
          initialState={{
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
        />
      </div>
    </div>
  );
}
