import { BarChart } from '@mui/x-charts/BarChart';

// Met Office climate averages for London Heathrow, 1991–2020: rainfall in mm.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];

export default function FirstChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[{ data: rainfall, label: 'Rainfall (mm)' }]}
    />
  );
}
