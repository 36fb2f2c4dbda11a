import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const field = GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD;

// One item on the grouping column tests the key of every group, releases and products alike.
const groupIs = (key: string): GridFilterModel => ({
  items: key ? [{ field, operator: 'equals', value: key }] : [],
});

export default function FilterByGroup() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(groupIs('Charts'));
  const key: string = filterModel.items.find((item) => item.field === field)?.value ?? '';

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={key}
        onChange={(_, value: string | null) => value !== null && setFilterModel(groupIs(value))}
        aria-label="Group to keep"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="Charts">Charts</ToggleButton>
        <ToggleButton value="v8.6.0">v8.6.0</ToggleButton>
        <ToggleButton value="Localization">Localization</ToggleButton>
        <ToggleButton value="">No filter</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </Box>
    </Stack>
  );
}
