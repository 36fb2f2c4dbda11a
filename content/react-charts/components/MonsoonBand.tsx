import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { months, rainfallMm } from './mumbai';

// Shades the months from `from` to `to` and marks a rainfall level, both placed
// with the chart's own scales: values in, pixels out.
function MonsoonOverlay({ from, to, level }: { from: string; to: string; level: number }) {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const { top, height, left, width } = useDrawingArea();

  const x1 = xScale(from) ?? 0;
  const x2 = (xScale(to) ?? 0) + xScale.bandwidth();
  const y = yScale(level);

  return (
    <g pointerEvents="none">
      <rect x={x1} y={top} width={x2 - x1} height={height} fill="#26a69a" opacity={0.12} />
      <text x={(x1 + x2) / 2} y={top + 16} textAnchor="middle" fill="#00796b" fontSize={12}>
        Monsoon
      </text>
      <line x1={left} x2={left + width} y1={y} y2={y} stroke="#00796b" strokeDasharray="4 4" />
      <text x={left + width} y={y - 6} textAnchor="end" fill="#00796b" fontSize={12}>
        {`${level} mm`}
      </text>
    </g>
  );
}

export default function MonsoonBand() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: rainfallMm, label: 'Mumbai rainfall', valueFormatter: (v) => `${v} mm` }]}
        hideLegend
      >
        <MonsoonOverlay from="Jun" to="Sep" level={500} />
      </BarChart>
    </Box>
  );
}
