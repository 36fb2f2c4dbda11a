import { LineChart } from '@mui/x-charts/LineChart';
import { months, moscow } from './temperatures';

const coldest = moscow.indexOf(Math.min(...moscow));
const warmest = moscow.indexOf(Math.max(...moscow));

export default function ExtremeMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: moscow,
          label: 'Moscow, mean temperature (°C)',
          // A mark only on the coldest and the warmest month.
          showMark: ({ index }) => index === coldest || index === warmest,
          shape: 'diamond',
        },
      ]}
    />
  );
}
