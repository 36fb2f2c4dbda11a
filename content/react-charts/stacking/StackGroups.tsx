import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { generationTWh, years } from './us-generation';

const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

// Two stacks side by side in each year: fossil sources and low-carbon ones.
export default function StackGroups() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={360}
        xAxis={[{ scaleType: 'band', data: years, valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ width: 50 }]}
        series={[
          { data: generationTWh.coal, label: 'Coal', stack: 'fossil', valueFormatter: twh },
          { data: generationTWh.gas, label: 'Natural gas', stack: 'fossil', valueFormatter: twh },
          { data: generationTWh.nuclear, label: 'Nuclear', stack: 'clean', valueFormatter: twh },
          { data: generationTWh.hydro, label: 'Hydro', stack: 'clean', valueFormatter: twh },
          { data: generationTWh.wind, label: 'Wind', stack: 'clean', valueFormatter: twh },
          { data: generationTWh.solar, label: 'Solar', stack: 'clean', valueFormatter: twh },
        ]}
      />
    </Box>
  );
}
