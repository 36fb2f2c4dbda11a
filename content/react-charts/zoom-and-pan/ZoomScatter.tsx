import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { countries } from './countries';

const points = countries.map((country, index) => ({
  id: index,
  x: country.gdpPerCapita,
  y: country.lifeExpectancy,
}));

export default function ZoomScatter() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChartPro
        height={320}
        // Both axes zoom: the wheel zooms around the pointer in both directions.
        xAxis={[{ zoom: true, label: 'GDP per capita (US$)', valueFormatter: (v: number) => `${v / 1000}k` }]}
        yAxis={[{ zoom: true, label: 'Life expectancy (years)', width: 55 }]}
        series={[
          {
            data: points,
            label: 'Countries, 2022',
            valueFormatter: (point) =>
              point && `${countries[Number(point.id)].name}: $${point.x.toLocaleString('en-US')}, ${point.y} years`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
