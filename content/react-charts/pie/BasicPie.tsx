import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function BasicPie() {
  return <PieChart height={260} series={[{ data: franceMix }]} />;
}
