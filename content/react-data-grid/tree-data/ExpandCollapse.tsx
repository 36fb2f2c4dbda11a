import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');
const groupingColDef = { headerName: 'File', width: 280 };

const columns: GridColDef<SourceEntry>[] = [
  { field: 'bytes', headerName: 'Size (bytes)', type: 'number', width: 130 },
];

// Open the top folder and BarLabel, leave seriesConfig closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth === 0 || node.groupingKey === 'BarLabel';

export default function ExpandCollapse() {
  const apiRef = useGridApiRef();

  const expandAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    for (const node of Object.values(tree)) {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => expandAll(true)}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={() => expandAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          getTreeDataPath={getTreeDataPath}
          getRowId={getRowId}
          groupingColDef={groupingColDef}
          rows={barChartFolder}
          columns={columns}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </div>
    </Stack>
  );
}
