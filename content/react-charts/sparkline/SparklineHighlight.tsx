import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { londonRainfall } from './climate';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const millimetres = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function SparklineHighlight() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack sx={{ flex: 1 }}>
        <Typography component="p" variant="body2">
          Bars: a band over the hovered month
        </Typography>
        <SparkLineChart
          data={londonRainfall}
          height={60}
          plotType="bar"
          showHighlight
          showTooltip
          xAxis={{ data: MONTHS }}
          valueFormatter={millimetres}
        />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Typography component="p" variant="body2">
          Line: a dot, plus a vertical rule
        </Typography>
        <SparkLineChart
          data={londonRainfall}
          height={60}
          showHighlight
          showTooltip
          // A line gets { x: 'none' } by default; 'line' marks the hovered month.
          axisHighlight={{ x: 'line' }}
          xAxis={{ data: MONTHS }}
          valueFormatter={millimetres}
        />
      </Stack>
    </Stack>
  );
}
