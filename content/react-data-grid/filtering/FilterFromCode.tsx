import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  // Only the buttons filter this column: it is missing from the menu and the panel's list.
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140, filterable: false },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

type Region = 'all' | 'us' | 'elsewhere';

function modelFor(region: Region): GridFilterModel {
  if (region === 'all') {
    return { items: [] };
  }
  const operator = region === 'us' ? 'equals' : 'doesNotEqual';
  return { items: [{ field: 'country', operator, value: 'United States' }] };
}

// null when the model holds something the buttons did not put there.
function regionOf(model: GridFilterModel): Region | null {
  const item = model.items[0];
  if (!item) {
    return 'all';
  }
  if (item.field !== 'country') {
    return null;
  }
  return item.operator === 'equals' ? 'us' : 'elsewhere';
}

export default function FilterFromCode() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(modelFor('us'));

  const handleRegion = (_event: React.MouseEvent<HTMLElement>, region: Region | null) => {
    if (region !== null) {
      setFilterModel(modelFor(region));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={regionOf(filterModel)}
        onChange={handleRegion}
        aria-label="Region"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="us">United States</ToggleButton>
        <ToggleButton value="elsewhere">Elsewhere</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        filterModel state
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {JSON.stringify(filterModel, null, 2)}
      </Box>
    </Box>
  );
}
