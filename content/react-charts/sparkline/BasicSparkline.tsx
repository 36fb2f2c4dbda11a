import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { londonRainfall } from './climate';

export default function BasicSparkline() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <SparkLineChart data={londonRainfall} height={60} />
      <SparkLineChart data={londonRainfall} height={60} plotType="bar" />
    </Stack>
  );
}
