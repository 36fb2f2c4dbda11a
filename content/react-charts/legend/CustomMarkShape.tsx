import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { months, moscow, sydney } from './temperatures';

// Marks must be plain function components: a memo() or forwardRef() one is
// drawn as a square.
function shapeMark(path: string) {
  return function ShapeMark({ color, className }: ChartsLabelCustomMarkProps) {
    return (
      <svg viewBox="0 0 24 24">
        <path d={path} fill={color} className={className} />
      </svg>
    );
  };
}

const DiamondMark = shapeMark('M12 1 20 12 12 23 4 12Z');
const TriangleMark = shapeMark('M12 2 23 21H1Z');

export default function CustomMarkShape() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: moscow,
            label: 'Moscow',
            shape: 'diamond',
            labelMarkType: DiamondMark,
          },
          {
            data: sydney,
            label: 'Sydney',
            shape: 'triangle',
            labelMarkType: TriangleMark,
          },
        ]}
      />
    </Box>
  );
}
