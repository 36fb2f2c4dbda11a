import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Met Office climate averages for London Heathrow, 1991–2020: rainfall in mm.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];
const average = Math.round(rainfall.reduce((sum, value) => sum + value, 0) / rainfall.length);

export default function RainfallAverage() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[{ data: rainfall, label: 'Rainfall (mm)', color: '#64b5f6' }]}
    >
      {/* Children of the chart are drawn over the bars. */}
      <ChartsReferenceLine
        y={average}
        label={`Monthly average: ${average} mm`}
        labelAlign="end"
        lineStyle={{ stroke: '#37474f', strokeDasharray: '6 4' }}
      />
    </BarChart>
  );
}
