import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function GroupingFromCode() {
  const apiRef = useGridApiRef();
  // Not controlled: the grid owns the model, and reports each change here.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['release', 'product']);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.addRowGroupingCriteria('author')}>
          Add author
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.removeRowGroupingCriteria('author')}>
          Remove author
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('product', 0)}
        >
          Move product first
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          initialState={{ rowGrouping: { model } }}
          onRowGroupingModelChange={setModel}
        />
      </div>
      <code>Model: {JSON.stringify(model)}</code>
    </Stack>
  );
}
