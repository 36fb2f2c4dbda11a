import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Eurostat (demo_pjan), population on 1 January 2024, in thousands.
const countries = [
  { id: 'se', label: 'Sweden', value: 10552, color: '#1565c0' },
  { id: 'dk', label: 'Denmark', value: 5961, color: '#c62828' },
  { id: 'fi', label: 'Finland', value: 5604, color: '#2e7d32' },
  { id: 'no', label: 'Norway', value: 5550, color: '#6a1b9a' },
  { id: 'is', label: 'Iceland', value: 384, color: '#ef6c00' },
];
const total = countries.reduce((sum, country) => sum + country.value, 0);

export default function NordicShares() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: countries,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          // Iceland's slice is about 5°: too thin for a label, so it gets none.
          arcLabelMinAngle: 20,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${(item.value / 1000).toFixed(2)} million`,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
