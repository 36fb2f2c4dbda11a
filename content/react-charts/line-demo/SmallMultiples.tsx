import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { london, months, moscow, sydney } from './temperatures';

const CITIES = [
  { name: 'London', data: london },
  { name: 'Moscow', data: moscow },
  { name: 'Sydney', data: sydney },
];

export default function SmallMultiples() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, width: '100%' }}>
      {CITIES.map((city) => (
        <Box key={city.name}>
          <Typography component="p" variant="subtitle2" sx={{ textAlign: 'center' }}>
            {city.name}
          </Typography>
          {/* The same y range everywhere: the shapes compare, not just their wiggles. */}
          <LineChart
            height={180}
            xAxis={[{ scaleType: 'point', data: months, tickInterval: (_, index) => index % 3 === 0 }]}
            yAxis={[{ min: -10, max: 25, width: 30 }]}
            series={[{ data: city.data, showMark: false, area: true, baseline: 'min' }]}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
