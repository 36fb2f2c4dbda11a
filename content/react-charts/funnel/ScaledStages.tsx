import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

const stages = turnout.map((stage) => stage.label);

export default function ScaledStages() {
  return (
    <FunnelChart
      height={360}
      // A linear scale gives each stage a height in proportion to its value.
      categoryAxis={{ categories: stages, scaleType: 'linear', size: 160 }}
      hideLegend
      series={[{ data: turnout, valueFormatter: (item) => `${item.value} M` }]}
    />
  );
}
