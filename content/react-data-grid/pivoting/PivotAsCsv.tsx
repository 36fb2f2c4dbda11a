import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'release' }],
  values: [{ field: 'files', aggFunc: 'sum' }],
};

export default function PivotAsCsv() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  const showEveryRow = () => setCsv(apiRef.current?.getDataAsCsv() ?? '');

  // One line per product: the group rows, without the commits inside them.
  const showGroupRows = () =>
    setCsv(
      apiRef.current?.getDataAsCsv({
        getRowsToExport: ({ apiRef: gridApi }) =>
          gridFilteredSortedRowIdsSelector(gridApi).filter(
            (id) => gridApi.current.getRowNode(id)?.type === 'group',
          ),
      }) ?? '',
    );

  return (
    <Stack spacing={1}>
      <div style={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        />
      </div>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={showEveryRow}>
          CSV, default rows
        </Button>
        <Button variant="outlined" onClick={showGroupRows}>
          CSV, group rows only
        </Button>
      </Stack>
      <pre
        role="region"
        aria-label="CSV"
        tabIndex={0}
        style={{
          fontSize: 12,
          margin: 0,
          minHeight: '3em',
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {csv}
      </pre>
    </Stack>
  );
}
