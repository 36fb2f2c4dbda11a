import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { meanTemperatureC, months } from './climate';

export default function AxisParts() {
  const [disableLine, setDisableLine] = React.useState(true);
  const [disableTicks, setDisableTicks] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={disableLine}
              onChange={(event) => setDisableLine(event.target.checked)}
            />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={disableTicks}
              onChange={(event) => setDisableTicks(event.target.checked)}
            />
          }
          label="disableTicks"
        />
      </FormGroup>
      <LineChart
        height={300}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: months, disableLine, disableTicks }]}
        yAxis={[{ disableLine, disableTicks, valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: meanTemperatureC,
            label: 'Mean temperature, Heathrow 1991–2020',
            area: true,
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
