import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries } from './countries';

const byIncome = [...countries].sort((a, b) => b.gdpPerCapita - a.gdpPerCapita);
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function LongTickLabels() {
  // 45 px is what a y-axis gets by default.
  const [width, setWidth] = React.useState(45);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="y-axis-width-label" gutterBottom>
        y-axis width: {width} px
      </Typography>
      <Slider
        value={width}
        onChange={(_, value) => setWidth(value as number)}
        min={45}
        max={130}
        step={5}
        aria-labelledby="y-axis-width-label"
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={420}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: byIncome.map((country) => country.name), width }]}
        xAxis={[{ valueFormatter: (value: number) => (value ? `$${value / 1000}k` : '0') }]}
        series={[
          {
            data: byIncome.map((country) => country.gdpPerCapita),
            label: 'GDP per capita, 2022 (current US$)',
            valueFormatter: (value) => (value === null ? null : dollars.format(value)),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
