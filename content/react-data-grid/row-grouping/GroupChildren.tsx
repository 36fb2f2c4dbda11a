import * as React from 'react';
import { DataGridPremium, useGridApiRef, type GridRowParams } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import type { Commit } from './mui-x-commits';
import { commits } from './mui-x-commits';

export default function GroupChildren() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row.');

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (!apiRef.current || node?.type !== 'group') {
      return;
    }
    // The data rows below the group, sub-groups left out, in the grid's current sort order.
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applySorting: true });
    const rows = ids.map((id) => apiRef.current!.getRow<Commit>(id)!);
    const files = rows.reduce((total, row) => total + (row.files ?? 0), 0);
    setSummary(`${node.groupingKey}: ${rows.length} commits changing ${files} files. First: ${rows[0]?.subject}`);
  };

  return (
    <div>
      <p aria-live="polite" style={{ margin: '0 0 8px', minHeight: '3em' }}>
        {summary}
      </p>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          onRowClick={handleRowClick}
          initialState={{
            rowGrouping: { model: ['release', 'product'] },
            sorting: { sortModel: [{ field: 'files', sort: 'desc' }] },
          }}
        />
      </div>
    </div>
  );
}
