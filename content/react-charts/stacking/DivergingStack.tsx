import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Japan, Ministry of Health, Labour and Welfare, vital statistics: births and
// deaths of Japanese nationals in Japan, in thousands, rounded.
const years = [2018, 2019, 2020, 2021, 2022, 2023];
const births = [918, 865, 841, 812, 771, 727];
const deaths = [1362, 1381, 1373, 1440, 1569, 1576];

const thousands = (value: number | null) =>
  value === null ? '' : `${Math.abs(value).toLocaleString('en-US')} k`;

export default function DivergingStack() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: years, valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ width: 60, valueFormatter: (value: number) => `${Math.abs(value).toLocaleString('en-US')} k` }]}
        grid={{ horizontal: true }}
        series={[
          { data: births, label: 'Births', stack: 'change', valueFormatter: thousands },
          {
            // Deaths are drawn below zero: the bars' default offset, 'diverging',
            // stacks negative values downwards from the axis.
            data: deaths.map((value) => -value),
            label: 'Deaths',
            stack: 'change',
            valueFormatter: thousands,
          },
        ]}
      />
    </Box>
  );
}
