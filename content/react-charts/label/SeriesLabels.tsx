import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Statistics Norway (SSB) and Statistics Finland: population on 1 January, in millions.
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const norway = [5.17, 5.21, 5.26, 5.3, 5.33, 5.37, 5.39, 5.43, 5.49, 5.55];
const finland = [5.47, 5.49, 5.5, 5.51, 5.52, 5.53, 5.53, 5.55, 5.56, 5.6];

export default function SeriesLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ label: 'Population (millions)' }]}
        // The same `label` names the series in the legend and in the tooltip.
        series={[
          { data: norway, label: 'Norway', valueFormatter: (v) => `${v} M` },
          { data: finland, label: 'Finland', valueFormatter: (v) => `${v} M` },
        ]}
      />
    </Box>
  );
}
