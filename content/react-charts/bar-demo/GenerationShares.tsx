import { BarChart } from '@mui/x-charts/BarChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

export default function GenerationShares() {
  return (
    <BarChart
      height={340}
      // Without a formatter, the tooltip writes the year as a number (2,015 in English).
      xAxis={[{ scaleType: 'band', data: years, valueFormatter: (year: number) => String(year) }]}
      // max: 1 ends the axis at 100 %: a pile that adds up to 1.0000000000000002 would
      // otherwise round the axis up to 120 %.
      yAxis={[{ max: 1, valueFormatter: (share: number) => `${Math.round(share * 100)}%`, width: 50 }]}
      // 'expand' scales every pile to 1: the bars show shares, the tooltip still shows TWh.
      series={sources.map((source) => ({
        data: generationTWh[source],
        label: sourceLabels[source],
        stack: 'mix',
        stackOffset: 'expand',
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
