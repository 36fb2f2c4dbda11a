import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { admissions } from './admissions';

export default function LegendBeside() {
  return (
    <FunnelChart
      height={260}
      series={[
        {
          data: admissions,
          // The legend and the tooltip draw this mark instead of the default square.
          labelMarkType: 'circle',
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
      // One entry per stage, stacked in a column at the end of the row.
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    />
  );
}
