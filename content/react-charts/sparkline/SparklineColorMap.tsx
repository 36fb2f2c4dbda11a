import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { YAxis } from '@mui/x-charts/models';
import { cities } from './climate';

const moscow = cities.find((city) => city.name === 'Moscow')?.temperatures ?? [];

// One threshold, two colours: months below 0 °C in blue, the others in red.
const bySign: YAxis = {
  colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1565c0', '#c62828'] },
};

export default function SparklineColorMap() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography component="p" variant="body2">
        Moscow, mean temperature from January to December
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Box sx={{ flex: 1 }}>
          <SparkLineChart data={moscow} height={60} yAxis={bySign} area />
        </Box>
        <Box sx={{ flex: 1 }}>
          <SparkLineChart data={moscow} height={60} yAxis={bySign} plotType="bar" />
        </Box>
      </Stack>
    </Stack>
  );
}
