import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function DonutPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: franceMix,
          // Radii in pixels, or as a share of the largest radius that fits ('100%').
          innerRadius: '55%',
          outerRadius: '100%',
          paddingAngle: 2,
          cornerRadius: 4,
        },
      ]}
    />
  );
}
