import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { airports } from './airports';

// A histogram of the ten airports: how many handled 70–80, 80–90, 90–100
// and 100–110 million passengers in 2023.
const binStarts = [70, 80, 90, 100];
const airportCounts = binStarts.map(
  (start) =>
    airports.filter(({ y2023 }) => y2023 >= start && y2023 < start + 10).length,
);

function formatBin(start: number, context: AxisValueFormatterContext) {
  return context.location === 'tick'
    ? `${start}`
    : `${start}–${start + 10} million`;
}

export default function BandTickLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: binStarts,
          valueFormatter: formatBin,
          label: 'Passengers in 2023 (millions)',
          // Histogram bins touch, and each label sits on the edge its bin starts at.
          categoryGapRatio: 0,
          tickLabelPlacement: 'tick',
        },
      ]}
      yAxis={[{ label: 'Airports', width: 50, tickMinStep: 1 }]}
      series={[{ data: airportCounts, label: 'Airports' }]}
      hideLegend
    />
  );
}
