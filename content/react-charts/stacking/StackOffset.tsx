import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle', 'diverging'];

export default function StackOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  const isShare = stackOffset === 'expand';

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={stackOffset}
        onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
        sx={{ minWidth: 180, mb: 1 }}
      >
        {offsets.map((offset) => (
          <MenuItem key={offset} value={offset}>
            {offset}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={360}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
        yAxis={[
          {
            width: 55,
            // Shares add up to exactly 1: no rounding of the domain up to 120%.
            domainLimit: isShare ? 'strict' : 'nice',
            valueFormatter: (value: number) =>
              isShare ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={sources.map((source) => ({
          data: generationTWh[source],
          label: sourceLabels[source],
          stack: 'total',
          stackOffset,
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => `${value} TWh`,
        }))}
      />
    </Box>
  );
}
