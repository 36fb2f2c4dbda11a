import { LineChart } from '@mui/x-charts/LineChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

export default function MixShares() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      // max: 1 ends the axis at 100 %: a pile that adds up to 1.0000000000000002 would
      // otherwise round the axis up to 120 %, leaving an empty band above the areas.
      yAxis={[{ max: 1, valueFormatter: (share: number) => `${Math.round(share * 100)}%`, width: 50 }]}
      // Stacked areas scaled to 100 %: the chart shows each source's share of the total.
      series={sources.map((source) => ({
        data: generationTWh[source],
        label: sourceLabels[source],
        area: true,
        stack: 'mix',
        stackOffset: 'expand',
        showMark: false,
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
