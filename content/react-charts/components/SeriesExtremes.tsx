import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// Bureau of Meteorology long-term averages: mean daily maximum temperature in °C
// (Darwin Airport and Hobart, Ellerslie Road), rounded.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const darwin = [31.8, 31.4, 31.9, 32.7, 32.0, 30.6, 30.6, 31.4, 32.6, 33.3, 33.3, 32.6];
const hobart = [22.7, 22.6, 20.9, 18.2, 15.6, 13.2, 12.9, 14.0, 15.8, 17.6, 19.4, 21.0];

// Writes each series' highest value above its point, reading the processed
// series (data and colour) instead of repeating them as props.
function HighestValues() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g pointerEvents="none">
      {series.map(({ id, data, color }) => {
        const values = data.map((value) => value ?? -Infinity);
        const index = values.indexOf(Math.max(...values));
        const x = xScale(months[index]) ?? 0;
        const y = yScale(values[index]);
        // Keep labels of the first and last points inside the chart.
        const anchor = index === 0 ? 'start' : index === months.length - 1 ? 'end' : 'middle';
        return (
          <text key={id} x={x} y={y - 12} textAnchor={anchor} fill={color} fontSize={12} fontWeight={600}>
            {`max ${values[index]} °C`}
          </text>
        );
      })}
    </g>
  );
}

export default function SeriesExtremes() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={320}
        margin={{ top: 30 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 0, max: 40 }]}
        series={[
          { id: 'darwin', data: darwin, label: 'Darwin' },
          { id: 'hobart', data: hobart, label: 'Hobart' },
        ]}
      >
        <HighestValues />
      </LineChart>
    </Box>
  );
}
