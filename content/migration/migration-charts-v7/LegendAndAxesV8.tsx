import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendAndAxesV8() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ position: 'right', width: 70, label: 'Bikes rented (thousands)' }]}
      series={[
        { data: [12.4, 13.1, 16.8, 21.5, 26.2, 29.9], label: 'Copenhagen' },
        { data: [9.8, 10.5, 14.2, 18.9, 22.4, 25.1], label: 'Amsterdam' },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'top', horizontal: 'center' },
        },
        tooltip: { trigger: 'axis' },
      }}
    />
  );
}
