import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

// The percentage of the previous stage that reaches this one; the first stage has none.
function keptFromPrevious(index: number) {
  const current = turnout[index];
  const previous = turnout[index - 1];
  return current && previous ? Math.round((current.value / previous.value) * 100) : null;
}

export default function StepConversion() {
  return (
    <FunnelChart
      height={260}
      margin={{ top: 36 }}
      series={[
        {
          data: turnout,
          layout: 'horizontal',
          valueFormatter: (item, { dataIndex }) => {
            const kept = keptFromPrevious(dataIndex);
            return kept === null ? `${item.value} M` : `${item.value} M (${kept}% kept)`;
          },
          // Above each section, its baseline a few pixels over the middle of the top edge.
          sectionLabel: {
            position: { vertical: 'top', horizontal: 'center' },
            dominantBaseline: 'baseline',
            offset: { y: 6 },
          },
        },
      ]}
    />
  );
}
