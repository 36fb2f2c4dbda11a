import { BarChart } from '@mui/x-charts/BarChart';
import { ageSex } from './china-2011';

// Men are drawn left of zero as negative numbers; every label takes the sign off again.
const percent = (value: number) => `${Math.abs(value)}%`;

export default function PopulationPyramid() {
  return (
    <BarChart
      height={480}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: ageSex.map((row) => row.age),
          // The first row, the youngest, at the bottom; thin gaps between the rows.
          reverse: true,
          categoryGapRatio: 0.1,
          width: 50,
        },
      ]}
      // The same reach on both sides, so that zero sits in the middle.
      xAxis={[{ min: -5, max: 5, valueFormatter: percent, label: 'Share of the population' }]}
      // One stack: both bars of an age group share its row. The bars' default offset,
      // 'diverging', piles negative values from zero to the left.
      series={[
        {
          data: ageSex.map((row) => -row.male),
          label: 'Men',
          stack: 'sex',
          color: '#1565c0',
          valueFormatter: (value) => (value === null ? '' : percent(value)),
        },
        {
          data: ageSex.map((row) => row.female),
          label: 'Women',
          stack: 'sex',
          color: '#c2185b',
          valueFormatter: (value) => (value === null ? '' : percent(value)),
        },
      ]}
    />
  );
}
