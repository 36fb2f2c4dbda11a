import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90, editable: true },
];

export default function ControlledCellModes() {
  const [rows, setRows] = React.useState(skyscrapers);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [current, setCurrent] = React.useState<{ id: number; field: string } | null>(null);

  const mode = current ? cellModesModel[current.id]?.[current.field]?.mode : undefined;
  const editing = mode === GridCellModes.Edit;

  // The buttons write the model; the grid follows it.
  const setCurrentMode = (next: GridCellModes, ignoreModifications = false) => {
    if (!current) return;
    setCellModesModel({
      [current.id]: { [current.field]: { mode: next, ...(ignoreModifications ? { ignoreModifications } : {}) } },
    });
  };

  // A click outside the cell (on Cancel, say) would save it before the button runs: here only
  // the buttons, Enter and Escape end editing.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) event.defaultMuiPrevented = true;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={!current || !editable(current.field) || editing}
          onClick={() => setCurrentMode(GridCellModes.Edit)}>
          Edit
        </Button>
        <Button size="small" variant="outlined" disabled={!editing}
          onClick={() => setCurrentMode(GridCellModes.View)}>
          Save
        </Button>
        <Button size="small" disabled={!editing}
          onClick={() => setCurrentMode(GridCellModes.View, true)}>
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          // Keyboard and double-click changes arrive here too: keep the model in step.
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={handleCellEditStop}
          onCellClick={(params: GridCellParams) => setCurrent({ id: Number(params.id), field: params.field })}
          processRowUpdate={(newRow) => {
            setRows((list) => list.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </Box>
    </Stack>
  );
}

function editable(field: string) {
  return columns.some((column) => column.field === field && column.editable);
}
