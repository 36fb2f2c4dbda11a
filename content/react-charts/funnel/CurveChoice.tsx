import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

// What each shape says to a reader, shown under the chart.
const READS_BEST: Record<FunnelCurveType, string> = {
  linear: 'Sloped sides join each stage to the next: the steeper the side, the bigger the loss.',
  'linear-sharp': 'As linear, but the last stage closes to a point: a process with one outcome.',
  step: 'Flat rectangles, each as wide as its value: the closest to centred bars for comparing.',
  bump: 'S-shaped sides for a softer look; it draws no rounded corners.',
  pyramid: 'A plain triangle: widths follow the order of the stages, not their values.',
  'step-pyramid': 'The triangle as a staircase; here too the values do not set the widths.',
};
const CURVES = Object.keys(READS_BEST) as FunnelCurveType[];

export default function CurveChoice() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_, next: FunnelCurveType | null) => next && setCurve(next)}
        aria-label="Funnel curve"
      >
        {CURVES.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[{ data: turnout, curve, valueFormatter: (item) => `${item.value} M` }]}
      />
      <Typography variant="body2">{READS_BEST[curve]}</Typography>
    </Box>
  );
}
