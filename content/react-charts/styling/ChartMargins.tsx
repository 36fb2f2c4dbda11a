import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { renewableShare } from './renewables';

const top5 = renewableShare.slice(0, 5);

export default function ChartMargins() {
  const [margin, setMargin] = React.useState(20);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="chart-margin-label">margin: {margin}</Typography>
      <Slider
        value={margin}
        onChange={(_, value) => setMargin(value as number)}
        min={0}
        max={80}
        aria-labelledby="chart-margin-label"
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ border: '1px dashed', borderColor: 'divider' }}>
        <BarChart
          height={280}
          margin={margin}
          xAxis={[{ scaleType: 'band', data: top5.map((entry) => entry.country) }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: top5.map((entry) => entry.share), label: 'Renewable share (%)' }]}
        />
      </Box>
    </Box>
  );
}
