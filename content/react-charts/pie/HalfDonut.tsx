import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function HalfDonut() {
  return (
    <PieChart
      height={220}
      series={[
        {
          data: franceMix,
          // Angles in degrees, clockwise from 12 o'clock.
          startAngle: -90,
          endAngle: 90,
          innerRadius: 60,
          outerRadius: 140,
          // Move the centre down so that the half circle fills the height.
          cy: '85%',
        },
      ]}
    />
  );
}
