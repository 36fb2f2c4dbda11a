import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');

const columns: GridColDef<SourceEntry>[] = [
  {
    field: 'bytes',
    headerName: 'Size (bytes)',
    type: 'number',
    width: 160,
  },
];

// Premium: aggregation turns each folder row into the total of the files below it.
export default function FolderSizes() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        treeData
        getTreeDataPath={getTreeDataPath}
        getRowId={getRowId}
        groupingColDef={{ headerName: 'File', width: 300 }}
        rows={barChartFolder}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ aggregation: { model: { bytes: 'sum' } } }}
        // Totals on the folder rows only, not again in a footer.
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? null : 'inline')}
      />
    </div>
  );
}
