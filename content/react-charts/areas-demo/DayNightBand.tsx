import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { months, normalMax, normalMin } from './heathrow';

// The band is two stacked series: the minimum, drawn as a line only, and on top of it the
// gap up to the maximum, drawn as an area. The area fills the space between the two lines.
const round = (value: number) => Math.round(value * 10) / 10;
const gap = normalMax.map((max, index) => round(max - normalMin[index]!));
const average = normalMax.map((max, index) => round((max + normalMin[index]!) / 2));

const celsius = (value: number | null) => `${value} °C`;

export default function DayNightBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          id: 'min',
          data: normalMin,
          stack: 'range',
          label: 'Night (mean daily minimum)',
          color: '#1e88e5',
          showMark: false,
          valueFormatter: celsius,
        },
        {
          id: 'gap',
          data: gap,
          stack: 'range',
          area: true,
          label: 'Day (mean daily maximum)',
          color: '#e53935',
          showMark: false,
          // The tooltip reports the maximum, not the height of the band.
          valueFormatter: (_, { dataIndex }) => celsius(normalMax[dataIndex] ?? null),
        },
        {
          id: 'mean',
          data: average,
          label: 'Mean',
          color: '#757575',
          showMark: false,
          valueFormatter: celsius,
        },
      ]}
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.2 } }}
    />
  );
}
