import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Met Office climate averages for London Heathrow, 1991–2020: mean temperature in °C.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [5.8, 6.2, 8.3, 10.9, 14.2, 17.3, 19.6, 19.2, 16.4, 12.8, 8.9, 6.4];

export default function ResponsiveChart() {
  return (
    // Without width and height, the chart fills its parent: give the parent a size.
    <Box sx={{ width: '100%', height: 280 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ data: temperature, label: 'Mean temperature (°C)' }]}
      />
    </Box>
  );
}
