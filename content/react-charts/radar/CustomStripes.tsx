import { RadarChart } from '@mui/x-charts/RadarChart';

// Electricity generated in 2023, as a percentage of what nuclear, hydro, wind, solar and
// fossil fuels made together: U.S. EIA, Electric Power Monthly; RTE, Bilan électrique.
export default function CustomStripes() {
  return (
    <RadarChart
      height={300}
      radar={{ max: 100, metrics: ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Fossil'] }}
      series={[{ label: 'France', data: [66.1, 12.2, 10.5, 4.5, 6.6], fillArea: true }]}
      divisions={4}
      // One colour per band, from the centre out; return 'none' to leave a band clear.
      stripeColor={(index) => (index % 2 === 0 ? '#e3f2fd' : 'none')}
      hideLegend
    />
  );
}
