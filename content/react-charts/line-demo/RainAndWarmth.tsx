import { LineChart } from '@mui/x-charts/LineChart';
import { london, months } from './temperatures';

// Met Office climate averages for London Heathrow, 1991–2020: rainfall in mm.
const rainfall = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];

export default function RainAndWarmth() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      // Two value axes, one on each side; each series names the one it is drawn against.
      yAxis={[
        { id: 'mm', label: 'Rainfall (mm)', width: 60 },
        { id: 'celsius', label: 'Temperature (°C)', position: 'right', width: 60 },
      ]}
      series={[
        { data: rainfall, label: 'Rainfall', yAxisId: 'mm', color: '#1e88e5' },
        { data: london, label: 'Mean temperature', yAxisId: 'celsius', color: '#e53935' },
      ]}
    />
  );
}
