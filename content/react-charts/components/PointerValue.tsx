import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';
import { maxTemperatureC, months } from './mumbai';

// Follows the pointer with a horizontal line and reads the y value under it:
// the scale's invert() turns a pixel back into a temperature.
function ValueCursor() {
  const svgRef = useSvgRef();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const handleMove = (event: PointerEvent) => {
      const y = event.clientY - svg.getBoundingClientRect().top;
      setPointerY(y >= top && y <= top + height ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (pointerY === null) return null;

  return (
    <g pointerEvents="none">
      <line x1={left} x2={left + width} y1={pointerY} y2={pointerY} stroke="currentColor" />
      <text x={left + 6} y={pointerY - 6} fill="currentColor" fontSize={12}>
        {`${yScale.invert(pointerY).toFixed(1)} °C`}
      </text>
    </g>
  );
}

export default function PointerValue() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 28, max: 36 }]}
        series={[{ data: maxTemperatureC, label: 'Mumbai, mean daily maximum (°C)' }]}
        slotProps={{ tooltip: { trigger: 'none' } }}
        hideLegend
      >
        <ValueCursor />
      </LineChart>
    </Box>
  );
}
