import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

// United Nations, World Population Prospects 2022: population by region in 2023, in millions,
// listed alphabetically as a table would have them.
const regions = [
  { id: 'africa', label: 'Africa', value: 1460 },
  { id: 'asia', label: 'Asia', value: 4753 },
  { id: 'europe', label: 'Europe', value: 742 },
  { id: 'latam', label: 'Latin America', value: 664 },
  { id: 'northam', label: 'Northern America', value: 378 },
  { id: 'oceania', label: 'Oceania', value: 45 },
];

export default function SortedSlices() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <PieChart height={240} series={[{ data: regions }]} hideLegend />
      {/* 'desc' draws the largest slice first; the data and the legend keep their order. */}
      <PieChart height={240} series={[{ data: regions, sortingValues: 'desc' }]} hideLegend />
    </Stack>
  );
}
