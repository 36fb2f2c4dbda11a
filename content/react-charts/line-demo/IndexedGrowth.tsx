import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { HighlightScope } from '@mui/x-charts/context';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

// Every source as a percentage of its own 2015 output: 200 is double, 50 is half.
const rebase = (values: number[]) =>
  values.map((value) => Math.round((value / values[0]!) * 100));

// While the pointer is on a line, the other five fade.
const isolateSeries: HighlightScope = { highlight: 'series', fade: 'global' };

export default function IndexedGrowth() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      // On a log scale a doubling is the same height wherever it happens.
      yAxis={[
        {
          scaleType: 'log',
          min: 40,
          max: 800,
          tickInterval: [50, 100, 200, 400, 800],
          // A log axis labels only some ticks by default: write every one.
          valueFormatter: (value: number) => `${value}`,
          width: 40,
        },
      ]}
      series={sources.map((source) => ({
        id: source,
        data: rebase(generationTWh[source]),
        label: sourceLabels[source],
        showMark: false,
        highlightScope: isolateSeries,
        valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
          `${value} (${generationTWh[source][dataIndex]} TWh)`,
      }))}
    >
      {/* No label: every line starts on it, and the axis already reads 100. */}
      <ChartsReferenceLine y={100} lineStyle={{ strokeDasharray: '4 4' }} />
    </LineChart>
  );
}
