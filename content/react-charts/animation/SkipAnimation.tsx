import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { cities, type City, months, rainfallByCity } from './rainfall';

export default function SkipAnimation() {
  const [city, setCity] = React.useState<City>('London');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={city}
          onChange={(_, next: City | null) => next && setCity(next)}
          aria-label="City"
        >
          {cities.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[{ data: rainfallByCity[city], label: city, valueFormatter: (v) => `${v} mm` }]}
      />
    </Box>
  );
}
