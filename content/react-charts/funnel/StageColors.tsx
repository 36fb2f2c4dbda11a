import { Unstable_FunnelChart as FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

// One hue, darker at each stage: the funnel reads as one quantity that shrinks.
const SHADES = ['#42a5f5', '#1e88e5', '#1565c0', '#0d47a1'];

export default function StageColors() {
  return (
    <FunnelChart
      height={300}
      // A colour per stage, set on the data.
      series={[{ data: turnout.map((stage, index) => ({ ...stage, color: SHADES[index] })) }]}
      // Section labels are SVG text: their colour is fill.
      sx={{ [`& .${funnelSectionClasses.label}`]: { fill: '#fff', fontWeight: 500 } }}
    />
  );
}
