import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowHeightReturnValue,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  // Autosizing stops at maxWidth: the longer names need a second line, or get cut.
  { field: 'name', headerName: 'Building', maxWidth: 170 },
  { field: 'city', headerName: 'City' },
  { field: 'country', headerName: 'Country', maxWidth: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number' },
  { field: 'floors', headerName: 'Floors', type: 'number' },
];

// `null` rather than no function: the grid then drops the auto height it gave the rows.
const autoHeight = (): GridRowHeightReturnValue => 'auto';
const defaultHeight = (): GridRowHeightReturnValue => null;

export default function ColumnDimensionsAutosizeAutoHeight() {
  const apiRef = useGridApiRef();
  const [wrap, setWrap] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeOutliers: true })}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          label="getRowHeight: () => 'auto'"
          control={
            <Switch checked={wrap} onChange={(event) => setWrap(event.target.checked)} />
          }
        />
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGrid
          apiRef={apiRef}
          rows={skyscrapers}
          columns={columns}
          getRowHeight={wrap ? autoHeight : defaultHeight}
        />
      </Box>
    </Box>
  );
}
