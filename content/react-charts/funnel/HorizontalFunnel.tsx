import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function HorizontalFunnel() {
  return (
    <FunnelChart
      height={220}
      series={[
        {
          data: turnout,
          layout: 'horizontal',
          variant: 'outlined',
          curve: 'bump',
        },
      ]}
      gap={6}
    />
  );
}
