import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { films } from './films';

// Text columns get an extra item that copies every value of the column.
function CopyValuesItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        const values = apiRef.current
          .getSortedRowIds()
          .map((id) => apiRef.current.getCellValue(id, colDef.field));
        navigator.clipboard?.writeText(values.join('\n')).catch(() => {});
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopy fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy values</ListItemText>
    </MenuItem>
  );
}

function PerColumnMenu(props: GridColumnMenuProps) {
  const isText = (props.colDef.type ?? 'string') === 'string';
  return (
    <GridColumnMenu
      {...props}
      slots={isText ? { columnMenuCopyItem: CopyValuesItem } : {}}
      slotProps={{ columnMenuCopyItem: { displayOrder: 35 } }}
    />
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'director', headerName: 'Director', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ColumnMenuPerColumn() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        slots={{ columnMenu: PerColumnMenu }}
      />
    </Box>
  );
}
