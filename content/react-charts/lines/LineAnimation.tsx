import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { london, months, moscow, sydney } from './temperatures';

const cities = { London: london, Moscow: moscow, Sydney: sydney };
type City = keyof typeof cities;

export default function LineAnimation() {
  const [city, setCity] = React.useState<City>('Moscow');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={city}
          onChange={(_, next: City | null) => next && setCity(next)}
          aria-label="City"
        >
          {(Object.keys(cities) as City[]).map((name) => (
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
      <LineChart
        height={300}
        // Fixed limits: the line moves between cities while the axis stays put.
        yAxis={[{ min: -10, max: 30, width: 40 }]}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          {
            data: cities[city],
            label: `${city}, mean temperature (°C)`,
            area: true,
            baseline: 'min',
          },
        ]}
        skipAnimation={skipAnimation}
      />
    </Box>
  );
}
