import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// NOAA, Mauna Loa Observatory: annual mean CO₂ in ppm, 2014 to 2023.
const ppm = [398.81, 401.01, 404.41, 406.76, 408.72, 411.65, 414.21, 416.41, 418.53, 421.08];
const latest = ppm[ppm.length - 1] ?? 0;
const first = ppm[0] ?? 0;

export default function KpiCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography component="p" variant="body2" color="text.secondary">
          CO₂ at Mauna Loa, 2023
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 2 }}>
          <Typography component="p" variant="h4">
            {latest} ppm
          </Typography>
          <Typography component="p" variant="body2" color="error.main" sx={{ pb: 0.5 }}>
            +{(latest - first).toFixed(1)} since 2014
          </Typography>
        </Stack>
        {/* A range close to the values, so that a rise of 5 % fills the height. */}
        <SparkLineChart
          data={ppm}
          height={56}
          yAxis={{ min: 395, max: 425 }}
          area
          showHighlight
          showTooltip
          color="#c62828"
        />
      </CardContent>
    </Card>
  );
}
