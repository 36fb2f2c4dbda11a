import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

const years = co2.map((entry) => String(entry.year));

export default function TickLabelMinGap() {
  const [gap, setGap] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-label-min-gap-label" gutterBottom>
        tickLabelMinGap: {gap} px
      </Typography>
      <Slider
        value={gap}
        onChange={(_, value) => setGap(value as number)}
        min={0}
        max={80}
        step={4}
        aria-labelledby="tick-label-min-gap-label"
        sx={{ maxWidth: 320 }}
      />
      <LineChart
        height={300}
        // A point axis has a tick per year; the labels that would crowd are dropped.
        xAxis={[{ scaleType: 'point', data: years, tickLabelMinGap: gap }]}
        yAxis={[{ label: 'CO₂ (ppm)' }]}
        series={[
          {
            data: co2.map((entry) => entry.ppm),
            label: 'Mauna Loa annual mean',
            showMark: false,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
