import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Five Deeps Expedition (2019): deepest known point of each ocean, in metres.
const oceans = ['Pacific', 'Atlantic', 'Southern', 'Indian', 'Arctic'];
const depthM = [10925, 8376, 7432, 7290, 5550];

export default function ReverseAxis() {
  const [reverse, setReverse] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />
        }
        label="Reverse the y-axis (depth grows downwards)"
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: oceans, position: reverse ? 'top' : 'bottom' }]}
        yAxis={[
          {
            reverse,
            label: 'Depth (m)',
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          {
            data: depthM,
            label: 'Deepest point',
            valueFormatter: (value) => `${value?.toLocaleString('en-US')} m`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
