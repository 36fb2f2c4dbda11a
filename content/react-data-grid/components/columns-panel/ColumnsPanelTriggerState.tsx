import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

function ColumnChooserToolbar() {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hidden = Object.values(visibility).filter((visible) => !visible).length;
  const label = hidden > 0 ? `Columns (${hidden} hidden)` : 'Columns';

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* A render function receives the trigger's state as its second argument. */}
      <ColumnsPanelTrigger
        render={({ ref, ...buttonProps }, { open }) => (
          <Button
            {...buttonProps}
            // 8.7.0 types this ref the React 19 way; React 18's types need the cast.
            ref={ref as ButtonProps['ref']}
            size="small"
            variant={open ? 'contained' : 'text'}
            startIcon={<ViewColumnIcon />}
          >
            {open ? 'Done' : label}
          </Button>
        )}
      />
    </Toolbar>
  );
}

// The building's name identifies the row, so the panel does not offer to hide it.
const togglableFields = (columns: GridColDef[]) =>
  columns.filter((column) => column.field !== 'name').map((column) => column.field);

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
  { field: 'completed', headerName: 'Completed', width: 110 },
];

export default function ColumnsPanelTriggerState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={skyscrapers}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { country: false, floors: false } },
        }}
        slots={{ toolbar: ColumnChooserToolbar }}
        slotProps={{ columnsManagement: { getTogglableColumns: togglableFields } }}
        showToolbar
      />
    </Box>
  );
}
