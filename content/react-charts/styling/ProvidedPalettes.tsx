import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { franceMix } from './france-mix';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function ProvidedPalettes() {
  const [name, setName] = React.useState('blueberryTwilight');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Palette"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 200, mb: 1 }}
      >
        {Object.keys(palettes).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={260}
        colors={palettes[name]}
        series={[
          {
            data: franceMix,
            innerRadius: 50,
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
      />
    </Box>
  );
}
