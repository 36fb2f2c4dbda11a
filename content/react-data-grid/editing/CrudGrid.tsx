import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  GridRowEditStopReasons,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

type Row = Skyscraper & { isNew?: boolean };

export default function CrudGrid() {
  const [rows, setRows] = React.useState<Row[]>(skyscrapers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(skyscrapers.length + 1);

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const addRow = () => {
    const id = nextId.current++;
    const blank: Row = { id, name: '', city: '', country: '', height: 0, floors: 0, completed: 2025, isNew: true };
    setRows((current) => [blank, ...current]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' });
  };

  const cancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A row added and cancelled before its first save is dropped.
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
  };

  // Clicking another row would save this one: here only the buttons and Enter save.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const processRowUpdate = (newRow: Row) => {
    const saved = { ...newRow, isNew: false };
    setRows((current) => current.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Row>[] = [
    { field: 'name', headerName: 'Building', flex: 1, minWidth: 180, editable: true },
    { field: 'city', headerName: 'City', width: 130, editable: true },
    { field: 'height', headerName: 'Height (m)', type: 'number', width: 110, editable: true },
    { field: 'completed', headerName: 'Completed', type: 'number', width: 110, editable: true,
      valueFormatter: (value: number) => String(value) },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, { mode: GridRowModes.View })} />,
              <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [
              <GridActionsCellItem key="edit" icon={<EditIcon />} label={`Edit ${row.name}`} onClick={() => setMode(id, { mode: GridRowModes.Edit })} />,
              <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={`Delete ${row.name}`}
                onClick={() => setRows((current) => current.filter((item) => item.id !== id))} />,
            ],
    },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={addRow} sx={{ alignSelf: 'flex-start' }}>
        Add a building
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Stack>
  );
}
