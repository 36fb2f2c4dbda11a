import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Electricity generated in 2023, TWh: RTE, Bilan électrique (France); U.S. EIA,
// Electric Power Monthly (United States, the six largest sources).
const COLORS = { nuclear: '#7e57c2', hydro: '#29b6f6', wind: '#66bb6a', solar: '#ffca28', fossil: '#8d6e63' };
const mixes = [
  {
    country: 'France',
    data: [
      { id: 'nuclear', label: 'Nuclear', value: 320, color: COLORS.nuclear },
      { id: 'hydro', label: 'Hydro', value: 59, color: COLORS.hydro },
      { id: 'wind', label: 'Wind', value: 51, color: COLORS.wind },
      { id: 'solar', label: 'Solar', value: 22, color: COLORS.solar },
      { id: 'fossil', label: 'Fossil', value: 32, color: COLORS.fossil },
    ],
  },
  {
    country: 'United States',
    data: [
      { id: 'nuclear', label: 'Nuclear', value: 775, color: COLORS.nuclear },
      { id: 'hydro', label: 'Hydro', value: 240, color: COLORS.hydro },
      { id: 'wind', label: 'Wind', value: 425, color: COLORS.wind },
      { id: 'solar', label: 'Solar', value: 165, color: COLORS.solar },
      { id: 'fossil', label: 'Fossil', value: 2477, color: COLORS.fossil },
    ],
  },
];

export default function TwoMixes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      {mixes.map((mix, index) => (
        <Stack key={mix.country} sx={{ flex: 1, alignItems: 'center' }}>
          <Typography component="p" variant="subtitle2">
            {mix.country}
          </Typography>
          {/* Same colour for the same source in both pies; one legend is enough. */}
          <PieChart height={220} series={[{ data: mix.data, innerRadius: 40 }]} hideLegend={index === 0} />
        </Stack>
      ))}
    </Stack>
  );
}
