import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function LabelPerSection() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: turnout,
          valueFormatter: (item) => `${item.value} M`,
          // A function chooses per section: no label on the first (the legend says it), the
          // others at the right edge of their section.
          sectionLabel: (section) =>
            section.dataIndex === 0
              ? false
              : { position: { horizontal: 'end' }, textAnchor: 'end', offset: { x: -10 } },
        },
      ]}
    />
  );
}
