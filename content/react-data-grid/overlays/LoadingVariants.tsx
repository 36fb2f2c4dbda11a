import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridLoadingOverlayVariant,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const variants: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function LoadingVariants() {
  const [loading, setLoading] = React.useState(true);
  const [withRows, setWithRows] = React.useState(true);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="loading" />
        <FormControlLabel control={<Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />} label="Rows already shown" />
        <TextField select size="small" label="variant" value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)} sx={{ minWidth: 180 }}>
          {variants.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="noRowsVariant" value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)} sx={{ minWidth: 180 }}>
          {variants.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={withRows ? airports : []}
          columns={columns}
          loading={loading}
          // `variant` while rows are shown, `noRowsVariant` while there are none yet.
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
      </Box>
    </Stack>
  );
}
