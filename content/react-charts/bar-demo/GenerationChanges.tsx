import { BarChart } from '@mui/x-charts/BarChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

// Each source's change on the year before: 2016 against 2015, and so on.
const changeYears = years.slice(1);
const changeOf = (values: number[]) =>
  values.slice(1).map((value, index) => value - (values[index] ?? value));

const signed = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value} TWh`;

export default function GenerationChanges() {
  return (
    <BarChart
      height={360}
      // Without a formatter, the tooltip writes the year as a number (2,016 in English).
      xAxis={[
        { scaleType: 'band', data: changeYears, valueFormatter: (year: number) => String(year) },
      ]}
      yAxis={[{ label: 'Change on the year before (TWh)', width: 60 }]}
      // 'diverging' (the bars' default, written out here) piles each year's gains upwards
      // from zero and its losses downwards; 'none' would draw them over each other.
      series={sources.map((source) => ({
        data: changeOf(generationTWh[source]),
        label: sourceLabels[source],
        stack: 'change',
        stackOffset: 'diverging',
        valueFormatter: signed,
      }))}
      grid={{ horizontal: true }}
    />
  );
}
