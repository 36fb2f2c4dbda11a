import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, type City, months, rainfallByCity } from './rainfall';

export default function LineTransition() {
  const [shown, setShown] = React.useState<City[]>(['London', 'Singapore']);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={shown}
        onChange={(_, next: City[]) => next.length > 0 && setShown(next)}
        aria-label="Cities shown"
      >
        {cities.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 50 }]}
        // Adding Mumbai stretches the y-axis: the other lines glide to their new positions.
        series={shown.map((city) => ({
          id: city,
          data: rainfallByCity[city],
          label: city,
          area: true,
          valueFormatter: (v: number | null) => `${v} mm`,
        }))}
      />
    </Box>
  );
}
