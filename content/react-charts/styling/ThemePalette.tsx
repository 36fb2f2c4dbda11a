import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function ThemePalette() {
  const theme = useTheme();
  // A theme with CSS variables keeps theme.palette at its default scheme; its
  // theme.vars are
  // variables that follow light and dark mode, and SVG fills accept them.
  const { palette } = theme.vars ?? theme;
  const colors = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.grey[600],
    palette.warning.main,
    palette.info.main,
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
