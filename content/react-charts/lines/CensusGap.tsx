import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// Office for National Statistics: population of England and Wales at each census, in
// millions. No census was taken in 1941, during the Second World War.
const years = [1901, 1911, 1921, 1931, 1941, 1951, 1961, 1971];
const population = [32.5, 36.1, 37.9, 40.0, null, 43.8, 46.1, 48.7];

export default function CensusGap() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        height={260}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
        series={[{ data: population, label: 'Gap at 1941 (default)' }]}
      />
      <LineChart
        height={260}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
        series={[{ data: population, label: 'connectNulls', connectNulls: true }]}
      />
    </Stack>
  );
}
