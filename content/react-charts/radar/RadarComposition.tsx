import Box from '@mui/material/Box';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useRadiusScale } from '@mui/x-charts/hooks';
import {
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

const DIVISIONS = 4;

// Writes each ring's value beside the first metric's axis, which points straight up.
function RingValues() {
  const { left, top, width, height } = useDrawingArea();
  // Each metric has a radius axis whose id is the metric's name.
  const scale = useRadiusScale<'linear'>('Nuclear');
  if (!scale) {
    return null;
  }
  const [min = 0, max = 0] = scale.domain();
  const cx = left + width / 2;
  const cy = top + height / 2;

  return (
    <g fill="currentColor" fontSize={10} opacity={0.7}>
      {Array.from({ length: DIVISIONS }, (_, index) => {
        const value = min + ((max - min) * (index + 1)) / DIVISIONS;
        return (
          <text key={value} x={cx + 4} y={cy - scale(value)} dominantBaseline="middle">
            {value}%
          </text>
        );
      })}
    </g>
  );
}

// Electricity generated in 2023, as a percentage of what nuclear, hydro, wind, solar and
// fossil fuels made together: U.S. EIA, Electric Power Monthly; RTE, Bilan électrique.
export default function RadarComposition() {
  return (
    <RadarDataProvider
      radar={{ max: 100, metrics: ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Fossil'] }}
      series={[
        { label: 'France', data: [66.1, 12.2, 10.5, 4.5, 6.6], fillArea: true },
        { label: 'United States', data: [19.0, 5.9, 10.4, 4.0, 60.7], fillArea: true },
      ]}
    >
      <ChartsLegend />
      {/* The surface fills its parent: give the parent a size. */}
      <Box sx={{ width: '100%', height: 320 }}>
        <ChartsSurface>
          <RadarGrid divisions={DIVISIONS} />
          {/* RadarChart draws its children last; here the values go under the areas. */}
          <RingValues />
          <RadarMetricLabels />
          <RadarSeriesArea />
          <RadarAxisHighlight />
          <RadarSeriesMarks />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </RadarDataProvider>
  );
}
