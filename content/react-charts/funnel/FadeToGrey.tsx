import { Unstable_FunnelChart as FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function FadeToGrey() {
  return (
    <FunnelChart
      height={300}
      series={[{ data: turnout, highlightScope: { highlight: 'item', fade: 'global' } }]}
      sx={{
        // The chart sets opacity and a brightness filter on the sections as SVG attributes;
        // CSS rules win over them.
        [`& .${funnelSectionClasses.root}[data-faded]`]: { opacity: 1, filter: 'grayscale(1)' },
        [`& .${funnelSectionClasses.root}[data-highlighted]`]: {
          filter: 'none',
          stroke: '#0d47a1',
          strokeWidth: 3,
        },
      }}
    />
  );
}
