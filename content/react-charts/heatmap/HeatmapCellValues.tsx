import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cells, cities, months } from './temperatures';

// What the heatmap gives its cell slot: the rectangle's place and size, its class names and
// pointer handlers, and an ownerState holding the cell's index and colour.
type CellProps = Omit<React.SVGAttributes<SVGRectElement>, 'x' | 'y' | 'width' | 'height'> & {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { dataIndex: number; color: string };
};

function CellWithValue({ ownerState, ...rect }: CellProps) {
  // HeatmapItemOwnerState declares no value in 8.7.0 (one is there at run time, untyped):
  // look it up by the cell's index.
  const temperature = cells[ownerState.dataIndex]?.[2];
  return (
    <g>
      <rect {...rect} fill={ownerState.color} shapeRendering="crispEdges" />
      {/* Narrow cells (a phone) keep the colour alone. */}
      {rect.width >= 30 && (
        <text
          x={rect.x + rect.width / 2}
          y={rect.y + rect.height / 2}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#fff"
          fontSize={12}
          // Let the pointer through to the rectangle, which carries the tooltip.
          pointerEvents="none"
        >
          {temperature}
        </text>
      )}
    </g>
  );
}

export default function HeatmapCellValues() {
  return (
    <Heatmap
      height={220}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 70 }]}
      series={[{ data: cells }]}
      zAxis={[
        { colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] } },
      ]}
      slots={{ cell: CellWithValue }}
    />
  );
}
