import { Gauge } from '@mui/x-charts/Gauge';

// RTE, Bilan électrique 2023: nuclear power made 65 % of France's electricity.
export default function BasicGauge() {
  return <Gauge value={65} height={200} />;
}
