import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

const lowCarbon = franceMix.filter((source) => source.id !== 'fossil');
const fossil = franceMix.filter((source) => source.id === 'fossil');
const sum = (sources: typeof franceMix) => sources.reduce((total, source) => total + source.value, 0);

const groups = [
  { id: 'low-carbon', label: 'All low-carbon', value: sum(lowCarbon), color: '#2e7d32' },
  { id: 'all-fossil', label: 'All fossil', value: sum(fossil), color: '#5d4037' },
];
// The outer ring in the same order as the groups, so that each source sits beside its group.
const sources = [...lowCarbon, ...fossil.map((source) => ({ ...source, color: '#a1887f' }))];

export default function NestedPies() {
  return (
    <PieChart
      height={300}
      series={[
        // Inner ring: the two groups. Outer ring: the sources.
        { data: groups, outerRadius: 70 },
        { data: sources, innerRadius: 80, outerRadius: 120 },
      ]}
    />
  );
}
