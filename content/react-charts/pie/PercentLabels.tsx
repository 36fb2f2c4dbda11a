import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix, totalTWh } from './france-mix';

const share = (value: number) => `${Math.round((value / totalTWh) * 100)}%`;

export default function PercentLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: franceMix,
          arcLabel: (item) => share(item.value),
          // Slices narrower than 15° get no label rather than an unreadable one.
          arcLabelMinAngle: 15,
          valueFormatter: (item) => `${item.value} TWh (${share(item.value)})`,
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
