import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

// United Nations, World Population Prospects 2022: population of Africa and Europe, in
// billions; estimates to 2020, projections (medium variant) after.
const years = [2000, 2010, 2020, 2030, 2040, 2050];
const africa = [0.82, 1.04, 1.36, 1.71, 2.09, 2.49];
const europe = [0.73, 0.74, 0.75, 0.74, 0.72, 0.7];

// Each region is two series: measured up to 2020, projected from 2020 (null elsewhere).
const measured = (values: number[]) => values.map((value, i) => (years[i]! <= 2020 ? value : null));
const projected = (values: number[]) => values.map((value, i) => (years[i]! >= 2020 ? value : null));

// A null from valueFormatter leaves the row out of the tooltip: the measured half has no
// value after 2020, and the projected half repeats the measured one in 2020.
const billions = (value: number | null) => (value == null ? null : `${value} bn`);
const afterMeasured = (value: number | null, { dataIndex }: { dataIndex: number }) =>
  years[dataIndex]! > 2020 ? billions(value) : null;

export default function PopulationProjection() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ label: 'Billions', width: 50 }]}
      series={[
        { id: 'africa', data: measured(africa), label: 'Africa', color: '#ef6c00', valueFormatter: billions },
        {
          id: 'africa-projection',
          data: projected(africa),
          label: 'Africa, projected',
          color: '#ef6c00',
          valueFormatter: afterMeasured,
        },
        { id: 'europe', data: measured(europe), label: 'Europe', color: '#1565c0', valueFormatter: billions },
        {
          id: 'europe-projection',
          data: projected(europe),
          label: 'Europe, projected',
          color: '#1565c0',
          valueFormatter: afterMeasured,
        },
      ]}
      sx={{
        [`& .${lineElementClasses.root}[data-series$="-projection"]`]: { strokeDasharray: '6 4' },
      }}
    />
  );
}
