import { BarChart } from '@mui/x-charts/BarChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

export default function GenerationShares() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ valueFormatter: (share: number) => `${Math.round(share * 100)}%`, width: 50 }]}
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
