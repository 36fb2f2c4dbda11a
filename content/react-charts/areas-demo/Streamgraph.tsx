import { LineChart } from '@mui/x-charts/LineChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

export default function Streamgraph() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      // The piles are centred on zero and flow around it: the value axis means little, so hide it.
      yAxis={[{ position: 'none' }]}
      series={sources.map((source) => ({
        data: generationTWh[source],
        label: sourceLabels[source],
        area: true,
        stack: 'mix',
        stackOffset: 'silhouette',
        stackOrder: 'insideOut',
        curve: 'natural',
        showMark: false,
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
