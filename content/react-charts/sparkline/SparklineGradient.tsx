import * as React from 'react';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cities } from './climate';

const sydney = cities.find((city) => city.name === 'Sydney')?.temperatures ?? [];
const TEAL = '#00838f';

export default function SparklineGradient() {
  // Same id on the server and in the browser, and a distinct one for each chart.
  const gradientId = React.useId();
  return (
    <SparkLineChart
      data={sydney}
      height={80}
      area
      curve="monotoneX"
      color={TEAL}
      slotProps={{ area: { fill: `url(#${gradientId})` } }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={TEAL} stopOpacity={0.5} />
          <stop offset="100%" stopColor={TEAL} stopOpacity={0} />
        </linearGradient>
      </defs>
    </SparkLineChart>
  );
}
