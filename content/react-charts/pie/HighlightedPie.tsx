import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function HighlightedPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: franceMix,
          innerRadius: 40,
          // Hovering a slice highlights it and fades every other slice.
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { innerRadius: 40, additionalRadius: -8, color: '#bdbdbd' },
        },
      ]}
    />
  );
}
