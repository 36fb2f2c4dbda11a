import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { meanTemperatureC, months } from './climate';

export default function GridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={
            <Checkbox checked={vertical} onChange={(event) => setVertical(event.target.checked)} />
          }
          label="vertical"
        />
      </FormGroup>
      <LineChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: '°C' }]}
        series={[
          {
            data: meanTemperatureC,
            label: 'Mean temperature, Heathrow 1991–2020',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      />
    </Box>
  );
}
