import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { londonRainfall } from './climate';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function InteractiveSparkline() {
  return (
    <SparkLineChart
      data={londonRainfall}
      height={80}
      area
      curve="natural"
      // Without them a sparkline is a picture: these make it answer the pointer.
      showTooltip
      showHighlight
      xAxis={{ data: MONTHS, scaleType: 'point' }}
      valueFormatter={(value) => (value === null ? '' : `${value} mm`)}
    />
  );
}
