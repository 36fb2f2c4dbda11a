import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { medals, medalSeries } from './medals';

export default function StackedBars() {
  const [shares, setShares] = React.useState(false);
  const stackOffset: StackOffsetType | undefined = shares ? 'expand' : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={shares}
            onChange={(event) => setShares(event.target.checked)}
          />
        }
        label="Shares of each nation's medals"
      />
      <BarChart
        height={320}
        dataset={medals}
        xAxis={[{ scaleType: 'band', dataKey: 'nation' }]}
        yAxis={[
          {
            width: 50,
            // Shares add up to 1: keep the axis from rounding up past it.
            domainLimit: shares ? 'strict' : 'nice',
            valueFormatter: (value: number) =>
              shares ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        // One stack name for all three series: a single pile per nation.
        series={medalSeries.map((medal) => ({
          ...medal,
          stack: 'medals',
          stackOffset,
        }))}
      />
    </Box>
  );
}
