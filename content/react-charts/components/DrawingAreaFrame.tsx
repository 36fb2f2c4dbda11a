import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { maxTemperatureC, months } from './mumbai';

// Outlines the drawing area and writes its size: resize the window to see it follow.
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="#e65100"
        strokeDasharray="6 3"
      />
      <text x={left + 8} y={top + 18} fill="#e65100" fontSize={13}>
        {`${Math.round(width)} × ${Math.round(height)} px, from (${left}, ${top})`}
      </text>
    </g>
  );
}

export default function DrawingAreaFrame() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        margin={{ top: 10, right: 20 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 28, max: 36 }]}
        series={[{ data: maxTemperatureC, label: 'Mumbai, mean daily maximum (°C)' }]}
        hideLegend
      >
        <DrawingAreaOutline />
      </LineChart>
    </Box>
  );
}
