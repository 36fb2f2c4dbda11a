import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function RoundedCorners() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: turnout,
          // With steps and no gap, the first stage is rounded all round and each later stage
          // on its two lower corners only: its upper ones meet the stage above.
          curve: 'step',
          borderRadius: 16,
          valueFormatter: (item) => `${item.value} M`,
        },
      ]}
    />
  );
}
