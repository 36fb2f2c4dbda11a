import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { regions, years } from './regions';

type HighlightType = 'none' | 'line' | 'band';

export default function AxisHighlight() {
  const [x, setX] = React.useState<HighlightType>('band');
  const [y, setY] = React.useState<HighlightType>('line');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {(
          [
            ['axisHighlight.x', x, setX],
            ['axisHighlight.y', y, setY],
          ] as const
        ).map(([label, value, setValue]) => (
          <TextField
            key={label}
            select
            size="small"
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value as HighlightType)}
            sx={{ minWidth: 160 }}
          >
            {['none', 'line', 'band'].map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <BarChart
        height={300}
        axisHighlight={{ x, y }}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 40, label: 'Billions' }]}
        series={regions.slice(0, 2).map((region) => ({ ...region, valueFormatter: (v: number | null) => `${v} bn` }))}
      />
    </Box>
  );
}
