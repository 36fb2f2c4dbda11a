import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
  type GridApiPremium,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Every group row, at every depth (the tree's root, at depth -1, is left out).
function groupNodes(apiRef: React.RefObject<GridApiPremium | null>) {
  return Object.values(gridRowTreeSelector(apiRef)).filter(
    (node): node is GridGroupNode => node.type === 'group' && node.depth >= 0,
  );
}

export default function ExpandAllGroups() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Counting the groups…');

  // No method opens every group at once: set each group's expansion.
  const expandUpTo = (depth: number) =>
    groupNodes(apiRef).forEach((node) => apiRef.current?.setRowChildrenExpansion(node.id, node.depth < depth));

  React.useEffect(() => {
    const count = () => {
      const nodes = groupNodes(apiRef);
      setStatus(`${nodes.filter((node) => node.childrenExpanded).length} of ${nodes.length} groups open`);
    };
    count();
    return apiRef.current?.subscribeEvent('rowExpansionChange', count);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => expandUpTo(Infinity)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandUpTo(1)}>
          Releases only
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandUpTo(0)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </Box>
      <Typography variant="body2" data-testid="open-groups">
        {status}
      </Typography>
    </Stack>
  );
}
