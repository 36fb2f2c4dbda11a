import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cities } from './climate';

const COLORS = ['#1565c0', '#6a1b9a', '#ef6c00'];

export default function SparklineColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      {cities.map((city, index) => (
        <Stack key={city.name} sx={{ flex: 1 }}>
          <Typography component="p" variant="body2">
            {city.name}
          </Typography>
          <SparkLineChart data={city.temperatures} height={50} color={COLORS[index]} area />
        </Stack>
      ))}
    </Stack>
  );
}
