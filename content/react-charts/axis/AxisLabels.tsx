import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries } from './countries';

const byLifeExpectancy = [...countries].sort((a, b) => b.lifeExpectancy - a.lifeExpectancy);

export default function AxisLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={360}
        xAxis={[
          {
            scaleType: 'band',
            data: byLifeExpectancy.map((country) => country.name),
            // Long names turned 45° need more room than the default axis height.
            height: 90,
            tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 12 },
          },
        ]}
        yAxis={[
          {
            label: 'Life expectancy at birth (years)',
            labelStyle: { fontWeight: 600 },
            min: 40,
          },
        ]}
        series={[
          {
            data: byLifeExpectancy.map((country) => country.lifeExpectancy),
            label: 'World Bank, 2022',
            valueFormatter: (value) => `${value} years`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
