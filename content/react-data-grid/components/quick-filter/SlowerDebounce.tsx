import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// The grid filters once the reader has stopped typing for 600 ms.
function PatientSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter debounceMs={600} expanded>
        {/* Rendered here so that the ref reaches the input. */}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search (600 ms)"
              size="small"
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SlowerDebounce() {
  const [updates, setUpdates] = React.useState(0);
  const [values, setValues] = React.useState<GridFilterModel['quickFilterValues']>(
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          slots={{ toolbar: PatientSearchToolbar }}
          showToolbar
          onFilterModelChange={(model) => {
            setUpdates((count) => count + 1);
            setValues(model.quickFilterValues);
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="filter-updates" sx={{ mt: 1 }}>
        Filter model updates: {updates}, last values: {JSON.stringify(values ?? [])}
      </Typography>
    </Box>
  );
}
