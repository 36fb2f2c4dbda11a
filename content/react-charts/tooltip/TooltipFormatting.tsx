import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { airports, codes } from './airports';

export default function TooltipFormatting() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: codes,
            // The axis value heads the tooltip: spell out the airport there.
            valueFormatter: (code: string, context) =>
              context.location === 'tooltip'
                ? `${airports.find((a) => a.code === code)?.city} (${code})`
                : code,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: airports.map((a) => a.y2019),
            label: '2019',
            valueFormatter: (value) => `${value} million`,
          },
          {
            data: airports.map((a) => a.y2023),
            label: '2023',
            // The context gives the data index: compare with 2019 for the same airport.
            valueFormatter: (value, { dataIndex }) => {
              const before = airports[dataIndex].y2019;
              const change = (((value ?? 0) - before) / before) * 100;
              return `${value} million (${change > 0 ? '+' : ''}${change.toFixed(1)}%)`;
            },
          },
        ]}
      />
    </Box>
  );
}
