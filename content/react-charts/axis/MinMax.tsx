import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

export default function MinMax() {
  const [fromZero, setFromZero] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={fromZero} onChange={(event) => setFromZero(event.target.checked)} />
        }
        label="Start the y-axis at 0"
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
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ label: 'CO₂ (ppm)', min: fromZero ? 0 : undefined, max: 450 }]}
        series={[{ dataKey: 'ppm', label: 'Mauna Loa annual mean', showMark: false }]}
      />
    </Box>
  );
}
