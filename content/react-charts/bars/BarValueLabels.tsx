import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

const topFive = airports.slice(0, 5);

export default function BarValueLabels() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        dataset={topFive}
        xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
        series={[{ dataKey: 'y2023', label: 'Passengers, 2023 (millions)', color: '#90caf9' }]}
        barLabel="value"
      />
      <BarChart
        height={280}
        dataset={topFive}
        xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
        series={[{ dataKey: 'y2023', label: 'Passengers, 2023 (millions)', color: '#90caf9' }]}
        // Return null to leave a bar without a label.
        barLabel={(item) => (item.value !== null && item.value >= 80 ? `${Math.round(item.value)} M` : null)}
      />
    </Stack>
  );
}
