import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');
const groupingColDef = { headerName: 'File', width: 280 };

// Files only: the grid adds a row for each folder their paths go through.
const files = barChartFolder.filter((entry) => entry.bytes !== undefined);

const columns: GridColDef<SourceEntry>[] = [
  { field: 'bytes', headerName: 'Size (bytes)', type: 'number', width: 130 },
];

export default function FilesOnly() {
  return (
    <div style={{ height: 360 }}>
      <DataGridPro
        treeData
        getTreeDataPath={getTreeDataPath}
        getRowId={getRowId}
        groupingColDef={groupingColDef}
        rows={files}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
