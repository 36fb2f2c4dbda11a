import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { planets } from './planets';

type ColorBy = 'diameter' | 'density';
const units: Record<ColorBy, string> = { diameter: 'km', density: 'kg/m³' };

export default function ColorLegendAxis() {
  const [colorBy, setColorBy] = React.useState<ColorBy>('diameter');
  const withUnit = ({ value }: { value: number | Date }) =>
    `${Number(value).toLocaleString('en-US')} ${units[colorBy]}`;

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Colour by"
        value={colorBy}
        onChange={(event) => setColorBy(event.target.value as ColorBy)}
        sx={{ minWidth: 160, mb: 1 }}
      >
        <MenuItem value="diameter">Diameter</MenuItem>
        <MenuItem value="density">Density</MenuItem>
      </TextField>
      <ScatterChart
        height={340}
        xAxis={[
          {
            scaleType: 'log',
            label: 'Distance from the Sun (million km)',
            tickInterval: [50, 100, 200, 500, 1000, 2000, 5000],
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
          },
        ]}
        yAxis={[{ width: 64, label: 'Mean temperature (°C)' }]}
        zAxis={[
          {
            id: 'diameter',
            data: planets.map((planet) => planet.diameter),
            colorMap: {
              type: 'continuous',
              min: 4879,
              max: 142984,
              color: ['#fdd49e', '#b30000'],
            },
          },
          {
            id: 'density',
            data: planets.map((planet) => planet.density),
            colorMap: {
              type: 'continuous',
              min: 687,
              max: 5514,
              color: ['#c6dbef', '#08306b'],
            },
          },
        ]}
        series={[
          {
            label: 'Planets',
            markerSize: 8,
            data: planets.map((planet) => ({
              id: planet.name,
              x: planet.distance,
              y: planet.temperature,
            })),
            // The series and the legend have to name the same z-axis.
            zAxisId: colorBy,
            valueFormatter: (point) => point && `${point.id}: ${point.y} °C`,
          },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisId: colorBy,
            minLabel: withUnit,
            maxLabel: withUnit,
            position: { vertical: 'top', horizontal: 'center' },
            sx: { width: 280 },
          },
        }}
      />
    </Box>
  );
}
