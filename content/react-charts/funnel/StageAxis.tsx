import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

const stages = turnout.map((stage) => stage.label);

export default function StageAxis() {
  return (
    <FunnelChart
      height={300}
      // The axis names each stage beside its section, so the legend would only repeat it.
      categoryAxis={{ categories: stages, size: 160 }}
      hideLegend
      series={[{ data: turnout, valueFormatter: (item) => `${item.value} M` }]}
    />
  );
}
