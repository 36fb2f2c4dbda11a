import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { co2 } from './co2-mauna-loa';

// 2015 in this data; found rather than typed, so it follows the data.
const firstAbove400 = co2.find((entry) => entry.ppm >= 400)?.year ?? 2015;

export default function Co2Threshold() {
  return (
    <LineChart
      height={320}
      dataset={co2}
      xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year), domainLimit: 'strict' }]}
      yAxis={[{ width: 50 }]}
      series={[{ dataKey: 'ppm', label: 'CO₂ at Mauna Loa (ppm)', showMark: false }]}
    >
      <ChartsReferenceLine y={400} label="400 ppm" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
      {/* The year is near the right edge: the label ends 5 px left of its line rather than starting 5 px right of it. */}
      <ChartsReferenceLine
        x={firstAbove400}
        label={`First year above: ${firstAbove400}`}
        labelAlign="end"
        labelStyle={{ textAnchor: 'end' }}
        spacing={{ x: -5, y: 5 }}
      />
    </LineChart>
  );
}
