import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { bankRateChanges } from './bank-rate';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2020, 0, 1);
const END = Date.UTC(2025, 5, 30);
const YEAR_STARTS = [2020, 2021, 2022, 2023, 2024, 2025].map(
  (year) => new Date(Date.UTC(year, 0, 1)),
);
const MONTH_NAMES = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

type Row = { date: Date; rate: number };

// The tooltip reads the point nearest the pointer, so each change is preceded by a point on
// the day before it, at the old rate: wherever you hover, the nearest point has the right rate.
function toRows(): Row[] {
  const rows: Row[] = [];
  let current: number | undefined;
  for (const [day, rate] of bankRateChanges) {
    const time = Date.parse(day);
    if (current !== undefined && time > START) {
      rows.push({ date: new Date(time - DAY), rate: current });
    }
    rows.push({ date: new Date(Math.max(time, START)), rate });
    current = rate;
  }
  rows.push({ date: new Date(END), rate: current ?? 0 });
  return rows;
}

const rows = toRows();

const formatDay = (date: Date) =>
  `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;

export default function BankRateSteps() {
  return (
    <LineChart
      height={300}
      dataset={rows}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          domainLimit: 'strict',
          tickInterval: YEAR_STARTS,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? String(date.getUTCFullYear()) : formatDay(date),
        },
      ]}
      yAxis={[{ min: 0, width: 45, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          dataKey: 'rate',
          label: 'Bank Rate',
          area: true,
          // A rate holds until the next decision: the step leaves each point flat.
          curve: 'stepAfter',
          showMark: false,
          color: '#00695c',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.25 } }}
      hideLegend
    />
  );
}
