import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { months } from './temperatures';

// India Meteorological Department, Mumbai (Santacruz), long-term averages:
// monthly rainfall in millimetres, rounded.
const mumbaiRainfall = [1, 0, 0, 1, 13, 578, 841, 550, 342, 90, 19, 3];

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'bumpX',
  'step',
  'stepBefore',
  'stepAfter',
  'monotoneY',
  'bumpY',
];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ minWidth: 160, mb: 1 }}
      >
        {curves.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        // Room below 0 mm: 'natural' dips to about −40 mm before the monsoon,
        // which a y-axis starting at 0 would hide.
        yAxis={[{ min: -100, width: 50 }]}
        series={[{ data: mumbaiRainfall, label: 'Mumbai, rainfall (mm)', curve }]}
      />
    </Box>
  );
}
