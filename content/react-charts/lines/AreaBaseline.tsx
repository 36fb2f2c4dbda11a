import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

type Baseline = number | 'min' | 'max';

// IPCC AR6, Working Group I: about 278 ppm of CO₂ in 1750, before industrialisation.
const PRE_INDUSTRIAL_PPM = 278;

const options: { value: Baseline; label: string }[] = [
  { value: 0, label: '0 (default)' },
  { value: 'min', label: "'min'" },
  { value: 'max', label: "'max'" },
  { value: PRE_INDUSTRIAL_PPM, label: `${PRE_INDUSTRIAL_PPM}` },
];

export default function AreaBaseline() {
  const [baseline, setBaseline] = React.useState<Baseline>(PRE_INDUSTRIAL_PPM);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_, next: Baseline | null) =>
          next !== null && setBaseline(next)
        }
        aria-label="baseline"
      >
        {options.map((option) => (
          <ToggleButton key={option.label} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            domainLimit: 'strict',
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ label: 'CO₂ (ppm)', width: 60 }]}
        series={[
          {
            dataKey: 'ppm',
            label: 'Mauna Loa, annual mean',
            area: true,
            showMark: false,
            baseline,
          },
        ]}
      />
    </Box>
  );
}
