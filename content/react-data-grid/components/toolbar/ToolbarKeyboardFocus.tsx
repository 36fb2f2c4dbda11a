import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const presets: { label: string; sortModel: GridSortModel }[] = [
  { label: 'Busiest in 2023', sortModel: [{ field: 'y2023', sort: 'desc' }] },
  { label: 'Busiest in 2019', sortModel: [{ field: 'y2019', sort: 'desc' }] },
  { label: 'By country', sortModel: [{ field: 'country', sort: 'asc' }] },
];

// One Tab stop for the whole row: the arrow keys, Home and End move inside it.
function SortPresetsToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {presets.map((preset) => (
        <ToolbarButton
          key={preset.label}
          render={<Button size="small" />}
          onClick={() => apiRef.current.setSortModel(preset.sortModel)}
        >
          {preset.label}
        </ToolbarButton>
      ))}
      <ToolbarButton
        render={<Button size="small" color="inherit" />}
        disabled={sortModel.length === 0}
        onClick={() => apiRef.current.setSortModel([])}
      >
        Original order
      </ToolbarButton>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ToolbarKeyboardFocus() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const sorted = sortModel[0];
  const sortedColumn = columns.find((column) => column.field === sorted?.field);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          label="Busiest airports"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          slots={{ toolbar: SortPresetsToolbar }}
          showToolbar
        />
      </Box>
      <Typography variant="body2" data-testid="sort-status" sx={{ mt: 1 }}>
        {sorted
          ? `Sorted by ${sortedColumn?.headerName}, ${sorted.sort === 'asc' ? 'ascending' : 'descending'}`
          : 'Original order'}
      </Typography>
    </Box>
  );
}
