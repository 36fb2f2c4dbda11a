import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly rainfall in mm, rounded: Met Office, London Heathrow, 1991–2020.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const london = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];

export default function ChartSlotProps() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[{ data: london, label: 'London rainfall (mm)' }]}
      // Props for the chart's default legend and tooltip.
      slotProps={{
        legend: { position: { vertical: 'bottom', horizontal: 'center' } },
        tooltip: { trigger: 'item' },
      }}
    />
  );
}
