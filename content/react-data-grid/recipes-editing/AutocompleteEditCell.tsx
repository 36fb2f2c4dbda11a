import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// Suggestions from the cities already in the table; readers may still type a new one.
const knownCities = [
  ...new Set(skyscrapers.map((building) => building.city)),
].sort();

function CityEditCell({
  id,
  field,
  value,
  hasFocus,
}: GridRenderEditCellParams<Skyscraper, string>) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  // Move the focus into the input when the cell is focused, so typing starts at once.
  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  return (
    <Autocomplete
      freeSolo
      autoHighlight
      fullWidth
      options={knownCities}
      value={value ?? ''}
      // Typing and picking both update the edit value; Enter or a click outside saves it.
      onInputChange={(_event, newValue) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue })
      }
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={params.inputProps}
          inputRef={inputRef}
          fullWidth
          sx={{ px: 1, height: '100%' }}
        />
      )}
    />
  );
}

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  {
    field: 'city',
    headerName: 'City',
    width: 200,
    editable: true,
    renderEditCell: (params) => <CityEditCell {...params} />,
  },
  { field: 'country', headerName: 'Country', width: 170 },
];

export default function AutocompleteEditCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={skyscrapers} columns={columns} />
    </Box>
  );
}
