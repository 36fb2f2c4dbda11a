import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

// Météo-France, 1991–2020 normals: mean monthly temperature in °C, rounded.
const stations: Record<string, number[]> = {
  'Paris-Montsouris': [5.4, 6.2, 9.2, 12.0, 15.6, 18.8, 21.0, 20.8, 17.3, 13.3, 8.7, 5.9],
  'Marseille-Marignane': [7.5, 8.3, 11.1, 14.0, 17.9, 22.0, 24.8, 24.6, 20.5, 16.5, 11.3, 8.1],
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function OverrideText() {
  const [station, setStation] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Station"
        value={station}
        onChange={(event) => setStation(event.target.value)}
        sx={{ minWidth: 220, mb: 1 }}
      >
        <MenuItem value="">None</MenuItem>
        {Object.keys(stations).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: station ? stations[station] : [], label: station || 'No station' }]}
        // One key for this chart only; the others keep the current locale.
        localeText={{ noData: 'Pick a station to see its temperatures' }}
      />
    </Box>
  );
}
