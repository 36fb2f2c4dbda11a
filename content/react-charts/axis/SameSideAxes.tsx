import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { meanTemperatureC, months } from './climate';

const toFahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

// One quantity in two units. The °F axis has no series: its ends are the °C ends converted
// (0 °C = 32 °F, 20 °C = 68 °F), so a height on the chart reads the same on both.
export default function SameSideAxes() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'celsius', label: '°C', position: 'left', width: 50, min: 0, max: 20 },
          { id: 'fahrenheit', label: '°F', position: 'left', width: 50, min: 32, max: 68 },
        ]}
        series={[
          {
            data: meanTemperatureC,
            yAxisId: 'celsius',
            label: 'Mean temperature, Heathrow 1991–2020',
            valueFormatter: (value) =>
              value === null ? null : `${value} °C (${toFahrenheit(value)} °F)`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
