import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

export default function TickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-number-label" gutterBottom>
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        value={tickNumber}
        onChange={(_, value) => setTickNumber(value as number)}
        min={2}
        max={20}
        aria-labelledby="tick-number-label"
        sx={{ maxWidth: 320 }}
      />
      <LineChart
        height={300}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            min: 1959,
            max: 2023,
            tickNumber,
            // Never split a year: ticks at least one unit apart.
            tickMinStep: 1,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ tickNumber, label: 'CO₂ (ppm)' }]}
        series={[{ dataKey: 'ppm', label: 'Mauna Loa annual mean', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
