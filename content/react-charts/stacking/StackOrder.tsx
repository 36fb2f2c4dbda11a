import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'appearance',
  'ascending',
  'descending',
  'insideOut',
];

export default function StackOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('descending');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{ minWidth: 180, mb: 1 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={360}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: years, width: 50, valueFormatter: (year: number) => String(year) }]}
        series={sources.map((source) => ({
          data: generationTWh[source],
          label: sourceLabels[source],
          stack: 'total',
          stackOrder,
          valueFormatter: (value: number | null) => `${value} TWh`,
        }))}
      />
    </Box>
  );
}
