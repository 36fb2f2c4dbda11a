import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { months, rates } from './unemployment';

// NBER business-cycle dates: the peak of February 2020 and the trough of April 2020.
const PEAK = new Date(Date.UTC(2020, 1, 1));
const TROUGH = new Date(Date.UTC(2020, 3, 1));
const YEAR_STARTS = [2019, 2020, 2021, 2022].map((year) => new Date(Date.UTC(year, 0, 1)));
const MONTH_NAMES = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const Band = styled('rect')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  fillOpacity: 0.08,
}));

const Caption = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.secondary,
  fontSize: 12,
}));

function ShadedPeriod({ from, to, label }: { from: Date; to: Date; label: string }) {
  // The x scale turns dates into pixels; the drawing area gives the band its height.
  const xScale = useXScale<'utc'>();
  const { top, height } = useDrawingArea();
  const start = xScale(from);
  const end = xScale(to);
  return (
    <g pointerEvents="none">
      <Band x={start} y={top} width={end - start} height={height} />
      <Caption x={end + 6} y={top + 14}>
        {label}
      </Caption>
    </g>
  );
}

export default function RecessionBand() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: months,
          domainLimit: 'strict',
          tickInterval: YEAR_STARTS,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? String(date.getUTCFullYear())
              : `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`,
        },
      ]}
      yAxis={[{ min: 0, width: 40, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: rates,
          label: 'US unemployment rate',
          showMark: false,
          color: '#c62828',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      hideLegend
    >
      <ShadedPeriod from={PEAK} to={TROUGH} label="Recession (NBER)" />
    </LineChart>
  );
}
