import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Met Office climate averages for London Heathrow, 1991–2020: mean temperature in °C.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0];

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
