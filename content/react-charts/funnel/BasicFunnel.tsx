import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { turnout } from './turnout';

export default function BasicFunnel() {
  return <FunnelChart height={300} series={[{ data: turnout }]} />;
}
