import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomOptions as ZoomOptionsType } from '@mui/x-charts-pro';
import { co2 } from './co2-mauna-loa';

type NumericOption = 'minSpan' | 'maxSpan' | 'step' | 'minStart' | 'maxEnd';

const sliders: { key: NumericOption; min: number; max: number }[] = [
  { key: 'minSpan', min: 1, max: 100 },
  { key: 'maxSpan', min: 1, max: 100 },
  { key: 'step', min: 1, max: 50 },
  { key: 'minStart', min: 0, max: 100 },
  { key: 'maxEnd', min: 0, max: 100 },
];

export default function ZoomOptions() {
  const [options, setOptions] = React.useState<Required<Pick<ZoomOptionsType, NumericOption | 'panning'>>>({
    minSpan: 10,
    maxSpan: 100,
    step: 5,
    minStart: 0,
    maxEnd: 100,
    panning: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {sliders.map(({ key, min, max }) => (
          <Box key={key} sx={{ width: 150 }}>
            <Typography id={`zoom-option-${key}`} variant="body2">
              {key}: {options[key]}
            </Typography>
            <Slider
              size="small"
              value={options[key]}
              min={min}
              max={max}
              onChange={(_, value) => setOptions({ ...options, [key]: value as number })}
              aria-labelledby={`zoom-option-${key}`}
            />
          </Box>
        ))}
        <FormControlLabel
          control={
            <Switch
              checked={options.panning}
              onChange={(event) => setOptions({ ...options, panning: event.target.checked })}
            />
          }
          label="panning"
        />
      </Stack>
      <LineChartPro
        height={300}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            domainLimit: 'strict',
            tickMinStep: 1,
            zoom: options,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'ppm', label: 'CO₂ (ppm)', showMark: false }]}
        showToolbar
        hideLegend
      />
    </Box>
  );
}
