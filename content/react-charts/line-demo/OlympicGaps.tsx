import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// International Olympic Committee, official results: winning time of the men's 100 m at each
// Summer Games, in seconds; hand-timed to a tenth up to 1964, electronic from 1968. The 1916,
// 1940 and 1944 Games were cancelled, so those years are null. Tokyo 2020 was held in 2021.
const games = Array.from({ length: 33 }, (_, index) => 1896 + index * 4);
const winningTime = [
  12.0, 11.0, 11.0, 10.8, 10.8, null, 10.8, 10.6, 10.8, 10.3, 10.3, null, null, 10.3, 10.4,
  10.5, 10.2, 10.0, 9.95, 10.14, 10.06, 10.25, 9.99, 9.92, 9.96, 9.84, 9.87, 9.85, 9.69, 9.63,
  9.81, 9.8, 9.79,
];

export default function OlympicGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect across the gaps (connectNulls)"
      />
      <LineChart
        height={320}
        xAxis={[{ data: games, valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ width: 50, valueFormatter: (seconds: number) => `${seconds} s` }]}
        series={[
          {
            data: winningTime,
            label: "Men's 100 m, winning time",
            // Off by default: the line stops at a null and starts again after it.
            connectNulls,
            valueFormatter: (seconds: number | null) =>
              seconds === null ? 'No Games' : `${seconds} s`,
          },
        ]}
      />
    </Box>
  );
}
