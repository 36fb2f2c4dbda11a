import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, rainfallMm } from './london';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function TickPlacementBars() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months, tickPlacement, tickLabelPlacement }]}
        series={[{ data: rainfallMm, label: 'Rainfall at Heathrow (mm)' }]}
      />
    </Stack>
  );
}
