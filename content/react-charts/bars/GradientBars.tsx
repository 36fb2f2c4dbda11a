import * as React from 'react';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { medals, medalSeries } from './medals';

// Every bar of a series carries the class `${barElementClasses.series}-${seriesId}`.
const barsOf = (seriesId: string) => `& .${barElementClasses.series}-${seriesId}`;

export default function GradientBars() {
  // Unique per chart, so a second copy of the chart cannot borrow these gradients.
  const gradientId = React.useId();

  return (
    <BarChart
      height={320}
      dataset={medals}
      xAxis={[{ scaleType: 'band', dataKey: 'nation' }]}
      series={medalSeries}
      sx={{
        [barsOf('gold')]: { fill: `url(#${gradientId}-gold)` },
        [barsOf('silver')]: { fill: `url(#${gradientId}-silver)` },
        [barsOf('bronze')]: { fill: `url(#${gradientId}-bronze)` },
      }}
    >
      <defs>
        {medalSeries.map(({ id, color }) => (
          <linearGradient key={id} id={`${gradientId}-${id}`} x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.5} />
            <stop offset="100%" stopColor={color} />
          </linearGradient>
        ))}
      </defs>
    </BarChart>
  );
}
