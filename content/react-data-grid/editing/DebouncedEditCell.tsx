import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

function DebouncedTextEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  // The input shows each keystroke at once; the grid gets the text after a 400 ms pause.
  const [text, setText] = React.useState(String(value ?? ''));

  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs: 400 });
  };

  return (
    <InputBase
      inputRef={inputRef}
      value={text}
      onChange={handleChange}
      fullWidth
      sx={{ px: 1, height: '100%' }}
    />
  );
}

export default function DebouncedEditCell() {
  const [rows, setRows] = React.useState(skyscrapers);
  const [received, setReceived] = React.useState<string[]>([]);

  const columns = React.useMemo<GridColDef<Skyscraper>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Building',
        flex: 1,
        minWidth: 200,
        editable: true,
        renderEditCell: (params) => <DebouncedTextEditCell {...params} />,
        // Runs each time the grid stores a new edit value: once per pause, not per key.
        preProcessEditCellProps: (params) => {
          setReceived((list) => [...list, String(params.props.value)]);
          return params.props;
        },
      },
      { field: 'city', headerName: 'City', width: 140 },
      { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
    ],
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={() => setReceived([])}
          processRowUpdate={(newRow) => {
            setRows((list) => list.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {received.length === 0
          ? 'Double-click a building and type: the grid has received nothing yet.'
          : `Values the grid received: ${received.length}, the last "${received.at(-1)}".`}
      </Typography>
    </Stack>
  );
}
