import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { anomalies, recentMonths } from './heathrow';

const signed = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value} °C`;

export default function WarmerColder() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: recentMonths,
          // Label January and July only; every month still has its point.
          tickInterval: (_, index) => index % 6 === 0,
        },
      ]}
      yAxis={[
        {
          width: 50,
          valueFormatter: (value: number) => signed(value),
          // The colour follows the y value: the area under zero is blue, above it red.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#e53935'] },
        },
      ]}
      series={[
        {
          data: anomalies,
          label: 'Difference from the 1991–2020 average',
          area: true,
          showMark: false,
          valueFormatter: signed,
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine y={0} />
    </LineChart>
  );
}
