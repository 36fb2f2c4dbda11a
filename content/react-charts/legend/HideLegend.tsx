import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';
import { regions } from './population';

export default function HideLegend() {
  const [hideLegend, setHideLegend] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />
        }
        label="hideLegend"
      />
      <PieChart
        height={260}
        hideLegend={hideLegend}
        series={[
          {
            data: regions,
            // Without a legend, the slices carry their own names.
            arcLabel: hideLegend ? (item) => (item.value > 700 ? `${item.label}` : '') : undefined,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} million`,
          },
        ]}
      />
    </Box>
  );
}
