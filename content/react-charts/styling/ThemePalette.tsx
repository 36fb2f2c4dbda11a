import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function ThemePalette() {
  const theme = useTheme();
  // Colours that follow your Material UI theme, light or dark.
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.grey[600],
    theme.palette.warning.main,
    theme.palette.info.main,
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        colors={colors}
        series={[
          {
            data: franceMix,
            arcLabel: (item) => `${Math.round(item.value)}`,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
      />
    </Box>
  );
}
