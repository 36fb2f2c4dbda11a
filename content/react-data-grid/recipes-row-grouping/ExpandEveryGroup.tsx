import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function ExpandEveryGroup() {
  const apiRef = useGridApiRef();

  const setAll = (expanded: boolean) => {
    if (!apiRef.current) return;
    for (const node of Object.values(gridRowTreeSelector(apiRef))) {
      // depth -1 is the invisible root that holds the top-level rows.
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Open every group
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Close every group
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </div>
    </Stack>
  );
}
