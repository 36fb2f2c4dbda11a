import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

type ContinuousScale = 'linear' | 'log' | 'sqrt';

const points = countries.map((country) => ({
  id: country.id,
  x: country.gdpPerCapita,
  y: country.lifeExpectancy,
}));

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ContinuousScale>('log');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next: ContinuousScale | null) => next && setScaleType(next)}
        aria-label="Scale of the x-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        series={[
          {
            data: points,
            label: 'Countries, 2022',
            valueFormatter: (point) =>
              point &&
              `${countries.find((c) => c.id === point.id)?.name}: ${dollars.format(point.x)}, ${point.y} years`,
          },
        ]}
        xAxis={[
          {
            scaleType,
            label: 'GDP per capita (US$)',
            valueFormatter: (value: number) => dollars.format(value),
          },
        ]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 90 }]}
        hideLegend
      />
    </Box>
  );
}
