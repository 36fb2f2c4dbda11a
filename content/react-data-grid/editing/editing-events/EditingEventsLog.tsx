import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridEditMode,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  copies: number;
}

const rows: Book[] = [
  { id: 1, title: 'Kindred', author: 'Octavia E. Butler', copies: 3 },
  { id: 2, title: 'Pedro Páramo', author: 'Juan Rulfo', copies: 1 },
  { id: 3, title: 'The Tale of Genji', author: 'Murasaki Shikibu', copies: 2 },
  { id: 4, title: 'Season of Migration', author: 'Tayeb Salih', copies: 4 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150, editable: true },
  { field: 'author', headerName: 'Author', width: 160, editable: true },
  {
    field: 'copies',
    headerName: 'Copies',
    type: 'number',
    width: 80,
    editable: true,
  },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function EditingEventsLog() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('cell');
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const addEntry = (text: string) => {
    counter.current += 1;
    const entry = { key: counter.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 8));
  };

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params) =>
    addEntry(`cellEditStart · ${params.field} · ${params.reason}`);
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params) =>
    addEntry(`cellEditStop · ${params.field} · ${params.reason}`);
  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params) =>
    addEntry(`rowEditStart · row ${params.id} · ${params.reason}`);
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) =>
    addEntry(`rowEditStop · row ${params.id} · ${params.reason}`);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={editMode}
        onChange={(_event, mode: GridEditMode | null) => {
          if (mode) {
            setEditMode(mode);
            setLog([]);
            counter.current = 0;
          }
        }}
        aria-label="Edit mode"
      >
        <ToggleButton value="cell">Cell editing</ToggleButton>
        <ToggleButton value="row">Row editing</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ height: 330, flex: { md: 1 }, minWidth: 0 }}>
          <DataGrid
            key={editMode}
            rows={rows}
            columns={columns}
            editMode={editMode}
            onCellEditStart={handleCellEditStart}
            onCellEditStop={handleCellEditStop}
            onRowEditStart={handleRowEditStart}
            onRowEditStop={handleRowEditStop}
            hideFooter
          />
        </Box>
        <Box sx={{ width: { md: 280 } }}>
          <Typography component="p" variant="subtitle2" gutterBottom>
            Latest events
          </Typography>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Double-click a cell, or focus one and start typing.
            </Typography>
          ) : (
            <Box
              component="ol"
              reversed
              sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12 }}
            >
              {log.map((entry) => (
                <li key={entry.key} value={entry.key}>
                  {entry.text}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
