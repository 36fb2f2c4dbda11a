import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const densities = [
  { value: 'compact', label: 'Compact rows', Icon: DensitySmallIcon },
  { value: 'standard', label: 'Standard rows', Icon: DensityMediumIcon },
  { value: 'comfortable', label: 'Comfortable rows', Icon: DensityLargeIcon },
] as const;

// ToolbarButton is not limited to the built-in actions: here three of them
// act as toggle buttons, and `aria-pressed` tells which one is on.
function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);

  return (
    <Toolbar>
      {densities.map(({ value, label, Icon }) => (
        <Tooltip key={value} title={label}>
          <ToolbarButton
            aria-pressed={density === value}
            color={density === value ? 'primary' : 'default'}
            onClick={() => apiRef.current.setDensity(value)}
          >
            <Icon fontSize="small" />
          </ToolbarButton>
        </Tooltip>
      ))}
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function DensityToggleButtons() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{ toolbar: DensityToolbar }}
          showToolbar
        />
      </Box>
      <Typography variant="body2" data-testid="density-status" sx={{ mt: 1 }}>
        Density: {density}
      </Typography>
    </Box>
  );
}
