import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function HighlightStages() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: turnout,
          // The section under the pointer brightens; every other section fades.
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
