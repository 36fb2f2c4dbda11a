import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, rainfallMm } from './climate';

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={xPosition}
          onChange={(event) => setXPosition(event.target.value as XPosition)}
          sx={{ minWidth: 150 }}
        >
          {['top', 'bottom', 'none'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis position"
          value={yPosition}
          onChange={(event) => setYPosition(event.target.value as YPosition)}
          sx={{ minWidth: 150 }}
        >
          {['left', 'right', 'none'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, position: xPosition }]}
        yAxis={[{ position: yPosition, width: 55, valueFormatter: (value: number) => `${value} mm` }]}
        series={[
          {
            data: rainfallMm,
            label: 'Heathrow rainfall, 1991–2020',
            valueFormatter: (value) => `${value} mm`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
