import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  COMFORTABLE_DENSITY_FACTOR,
  COMPACT_DENSITY_FACTOR,
  DataGrid,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import { skyscrapers } from './skyscrapers';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
];

const densityFactor: Record<GridDensity, number> = {
  compact: COMPACT_DENSITY_FACTOR,
  standard: 1,
  comfortable: COMFORTABLE_DENSITY_FACTOR,
};

export default function ColumnDimensionsHeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState(56);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  // The grid scales columnHeaderHeight by the density, rounding down.
  const drawn = Math.floor(headerHeight * densityFactor[density]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={headerHeight}
          onChange={(_event, next: number | null) => next && setHeaderHeight(next)}
          aria-label="Column header height"
        >
          {[40, 56, 80].map((height) => (
            <ToggleButton key={height} value={height}>
              {`${height} px`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
          aria-label="Density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={skyscrapers}
          columns={columns}
          columnHeaderHeight={headerHeight}
          density={density}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="header-height">
        {`Header row: ${headerHeight} px × ${densityFactor[density]} = ${drawn} px`}
      </Typography>
    </Box>
  );
}
