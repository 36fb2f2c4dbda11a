import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function OpenOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it, not only on the arrow.
  const handleRowClick: GridEventListener<'rowClick'> = ({ id }) => {
    const node = apiRef.current?.getRowNode(id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(id, !node.childrenExpanded);
    }
  };

  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={commits}
        columns={commitColumns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['product'] } }}
        sx={{ '& .MuiDataGrid-row[aria-expanded]': { cursor: 'pointer' } }}
      />
    </div>
  );
}
