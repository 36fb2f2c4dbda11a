import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');
const groupingColDef = { headerName: 'File', width: 280 };

const columns: GridColDef<SourceEntry>[] = [
  {
    field: 'kind',
    headerName: 'Kind',
    width: 110,
    valueGetter: (_value, row) =>
      row.bytes === undefined ? 'Folder' : row.path.at(-1)!.split('.').slice(1).join('.'),
  },
  {
    field: 'bytes',
    headerName: 'Size (bytes)',
    type: 'number',
    width: 130,
  },
];

export default function SourceTree() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        treeData
        getTreeDataPath={getTreeDataPath}
        getRowId={getRowId}
        groupingColDef={groupingColDef}
        rows={barChartFolder}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
