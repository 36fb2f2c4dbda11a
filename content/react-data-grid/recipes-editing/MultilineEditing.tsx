import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  GridCellModes,
  useGridApiContext,
  type GridColDef,
  type GridEventListener,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { designs, type Design } from './architects';

// The editor floats over the cell, as wide as the column and as tall as the text needs.
// Enter adds a line; Ctrl+Enter (⌘+Enter) saves, Escape cancels.
function NotesEditCell({
  id,
  field,
  value,
  colDef,
  hasFocus,
}: GridRenderEditCellParams<Design, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  // The popper mounts its content a render later, in a portal: keep the text
  // area in state, so that the effect runs again once it exists.
  const [input, setInput] = React.useState<HTMLTextAreaElement | null>(null);

  React.useEffect(() => {
    if (hasFocus) input?.focus();
  }, [hasFocus, input]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // Let the grid's own Enter handling end the edit and save.
      return;
    }
    if (event.key === 'Enter') {
      // Keep Enter for the text: the grid would otherwise save on it.
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchor} sx={{ alignSelf: 'flex-start', width: '100%' }}>
      {anchor && (
        <Popper
          open
          anchorEl={anchor}
          placement="bottom-start"
          style={{ zIndex: 1300 }}
        >
          <Paper elevation={4} sx={{ width: colDef.computedWidth, p: 1 }}>
            <InputBase
              multiline
              rows={4}
              fullWidth
              inputRef={setInput}
              value={value ?? ''}
              onChange={(event) =>
                apiRef.current.setEditCellValue(
                  { id, field, value: event.target.value },
                  event,
                )
              }
              onKeyDown={handleKeyDown}
              inputProps={{ 'aria-label': 'Notes' }}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Design>[] = [
  { field: 'name', headerName: 'Building', width: 210 },
  { field: 'architect', headerName: 'Architect', width: 200 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params) => <NotesEditCell {...params} />,
  },
];

// Enter on a notes cell opens the editor; without this, the same key press would also
// put a line break at the start of the text once the text area has the focus.
const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
  if (
    params.field === 'notes' &&
    params.cellMode === GridCellModes.View &&
    event.key === 'Enter'
  ) {
    event.preventDefault();
  }
};

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={designs} columns={columns} onCellKeyDown={handleCellKeyDown} />
    </Box>
  );
}
