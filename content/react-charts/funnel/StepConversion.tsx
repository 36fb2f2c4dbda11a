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
      height={280}
      // Room for the labels above and below, and for the end of the last one.
      margin={{ top: 44, bottom: 44, right: 32 }}
      series={[
        {
          data: turnout,
          layout: 'horizontal',
          valueFormatter: (item, { dataIndex }) => {
            const kept = keptFromPrevious(dataIndex);
            return kept === null ? `${item.value} M` : `${item.value} M (${kept}% kept)`;
          },
          // Above and below the sections in turn, clear of the sloped edges: side by side, the
          // labels would be wider than the sections of a phone-wide funnel.
          sectionLabel: ({ dataIndex }) =>
            dataIndex % 2 === 0
              ? { position: { vertical: 'top', horizontal: 'center' }, dominantBaseline: 'baseline', offset: { y: 16 } }
              : { position: { vertical: 'bottom', horizontal: 'center' }, dominantBaseline: 'hanging', offset: { y: 16 } },
        },
      ]}
    />
  );
}
