import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { admissions } from './admissions';

export default function SectionGap() {
  return (
    <FunnelChart
      height={300}
      // A chart prop, not a series one: all the funnels on the chart get the same spacing.
      gap={12}
      series={[{ data: admissions, valueFormatter: (item) => item.value.toLocaleString('en-US') }]}
    />
  );
}
