import { BarChart } from '@mui/x-charts/BarChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { months, rainfallMm } from './london';

export default function GridBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Rainfall (mm)', width: 50 }]}
      series={[{ data: rainfallMm, label: 'Rainfall at Heathrow (mm)' }]}
      // Months differ by a few millimetres: a rule at each tick shows by how much.
      grid={{ horizontal: true }}
      sx={{ [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' } }}
      hideLegend
    />
  );
}
