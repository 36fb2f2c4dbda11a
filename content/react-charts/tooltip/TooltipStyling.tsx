import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { airports, codes } from './airports';

export default function TooltipStyling() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: codes }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: airports.map((a) => a.y2019), label: '2019', valueFormatter: (v) => `${v} M` },
          { data: airports.map((a) => a.y2023), label: '2023', valueFormatter: (v) => `${v} M` },
        ]}
        slotProps={{
          tooltip: {
            // The tooltip renders in a popper at the end of <body>: style it here, not from the chart's sx.
            sx: {
              [`& .${chartsTooltipClasses.paper}`]: {
                bgcolor: 'grey.900',
                color: 'common.white',
                borderRadius: 2,
                border: 'none',
              },
              [`& .${chartsTooltipClasses.cell}`]: { color: 'inherit' },
              // The axis value heading is the table's <caption>: no class reaches it in 8.7.0.
              [`& .${chartsTooltipClasses.table} caption`]: { fontWeight: 700 },
              [`& .${chartsTooltipClasses.valueCell}`]: { fontVariantNumeric: 'tabular-nums' },
            },
          },
        }}
      />
    </Box>
  );
}
