import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { cells, cities, months } from './temperatures';

export default function PiecewiseLegend() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 70 }]}
      series={[{ data: cells }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 10, 20],
            colors: ['#2166ac', '#92c5de', '#f4a582', '#b2182b'],
          },
        },
      ]}
      hideLegend={false}
      // The default legend draws a gradient; bands need the piecewise one.
      slots={{ legend: PiecewiseColorLegend }}
    />
  );
}
