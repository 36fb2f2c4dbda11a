import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
import { cells, cities, months } from './temperatures';

export default function HeatmapLegendTooltip() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 70 }]}
      series={[
        {
          data: cells,
          label: 'Mean temperature',
          // The tooltip gets the whole cell: [month, city, temperature].
          valueFormatter: ([, , temperature]: HeatmapValueType) => `${temperature} °C`,
        },
      ]}
      zAxis={[{ colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] } }]}
      // The heatmap hides its legend by default.
      hideLegend={false}
    />
  );
}
