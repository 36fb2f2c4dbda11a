import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// U.S. Energy Information Administration, Electric Power Monthly: net generation in 2023,
// in TWh, of the six largest sources (the shares below are of their total).
const sources = [
  { id: 'coal', label: 'Coal', value: 675, color: '#6d4c41' },
  { id: 'gas', label: 'Natural gas', value: 1802, color: '#a1887f' },
  { id: 'nuclear', label: 'Nuclear', value: 775, color: '#7e57c2' },
  { id: 'hydro', label: 'Hydro', value: 240, color: '#29b6f6' },
  { id: 'wind', label: 'Wind', value: 425, color: '#66bb6a' },
  { id: 'solar', label: 'Solar', value: 165, color: '#ffca28' },
];

const sum = (ids: string[]) =>
  sources.filter((source) => ids.includes(source.id)).reduce((t, source) => t + source.value, 0);
const total = sum(sources.map((source) => source.id));

// The inner ring lists the groups in the outer ring's order, so each sits under its sources.
const groups = [
  { id: 'fossil', label: 'Fossil', value: sum(['coal', 'gas']), color: '#3e2723' },
  {
    id: 'low-carbon',
    label: 'Low-carbon',
    value: sum(['nuclear', 'hydro', 'wind', 'solar']),
    color: '#1b5e20',
  },
];

const twh = (item: { value: number }) => `${item.value} TWh`;

export default function NestedRings() {
  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'groups',
          data: groups,
          outerRadius: '55%',
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          valueFormatter: twh,
        },
        {
          id: 'sources',
          data: sources,
          innerRadius: '60%',
          outerRadius: '100%',
          valueFormatter: twh,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    />
  );
}
