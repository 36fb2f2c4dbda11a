import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded>
        {/* Rendered here so that the ref reaches the input. */}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search"
              size="small"
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const presets = ['United States', 'Tokyo', 'DXB'];

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SearchFromOutside() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });

  // Writing the values into the model is enough: the field shows them as text.
  const search = (values: string[]) =>
    setFilterModel((model) => ({ ...model, quickFilterValues: values }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {presets.map((preset) => (
          <Button key={preset} size="small" onClick={() => search([preset])}>
            {preset}
          </Button>
        ))}
        <Button size="small" color="inherit" onClick={() => search([])}>
          Show all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: SearchToolbar }}
          showToolbar
        />
      </Box>
      <Typography variant="body2" data-testid="quick-filter-values" sx={{ mt: 1 }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
    </Box>
  );
}
