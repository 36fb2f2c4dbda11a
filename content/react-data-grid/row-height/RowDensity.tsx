import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridFooterContainer,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// The footer prints the heights the grid derived from rowHeight and columnHeaderHeight.
function HeightsFooter() {
  const apiRef = useGridApiContext();
  const { rowHeight, headerHeight } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      Rows: {rowHeight} px · header: {headerHeight} px
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const factors: Record<GridDensity, string> = {
  compact: '× 0.7',
  standard: '× 1',
  comfortable: '× 1.3',
};

export default function RowDensity() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 2 }}
      >
        {(Object.keys(factors) as GridDensity[]).map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option} {factors[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          rowHeight={40}
          columnHeaderHeight={48}
          density={density}
          // Lets changes made inside the grid (apiRef.current.setDensity) reach the state.
          onDensityChange={setDensity}
          slots={{ footer: HeightsFooter }}
        />
      </Box>
    </Box>
  );
}
