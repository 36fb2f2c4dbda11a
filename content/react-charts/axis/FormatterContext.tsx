import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { months, rainfallMm } from './climate';

const fullMonthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

// Short names fit under the bars; the tooltip has room for the whole name.
function formatMonth(month: string, context: AxisValueFormatterContext) {
  if (context.location === 'tick') {
    return month.charAt(0);
  }
  return fullMonthNames[months.indexOf(month)];
}

export default function FormatterContext() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, valueFormatter: formatMonth }]}
        yAxis={[{ width: 55, valueFormatter: (value: number) => `${value} mm` }]}
        series={[
          {
            data: rainfallMm,
            label: 'Heathrow rainfall, 1991–2020 average',
            valueFormatter: (value) => `${value} mm`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
