import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

const first = turnout[0]?.value ?? 1;

export default function FunnelLabels() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: turnout,
          // The formatter writes the section labels and the tooltip alike.
          valueFormatter: (item) => `${item.value} M (${Math.round((item.value / first) * 100)}%)`,
          // Labels to the right of each section, anchored at their start.
          sectionLabel: { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } },
        },
      ]}
      margin={{ right: 130 }}
    />
  );
}
