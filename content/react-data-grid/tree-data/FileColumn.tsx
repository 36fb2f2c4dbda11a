import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');

// A component, so it can reach the Pro API (the `api` in renderCell's params is typed
// as the community grid's, without setRowChildrenExpansion).
function FileCell({ id, row, rowNode }: GridRenderCellParams<SourceEntry>) {
  const apiRef = useGridApiContext();
  const name = row.path.at(-1);
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && rowNode.childrenExpanded;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: rowNode.depth * 3 }}>
      {isFolder ? (
        <IconButton
          size="small"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? <ExpandMore /> : <ChevronRight />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34 }} />
      )}
      {isFolder ? (
        <FolderOutlined fontSize="small" color="primary" />
      ) : (
        <InsertDriveFileOutlined fontSize="small" color="action" />
      )}
      {name}
    </Box>
  );
}

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'File',
  width: 340,
  renderCell: (params) => <FileCell {...params} />,
};

const columns: GridColDef<SourceEntry>[] = [
  { field: 'bytes', headerName: 'Size (bytes)', type: 'number', width: 130 },
];

export default function FileColumn() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        treeData
        getTreeDataPath={getTreeDataPath}
        getRowId={getRowId}
        rows={barChartFolder}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          // The tree column's field is a constant: initial state can sort by it.
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
        hideFooter
      />
    </div>
  );
}
