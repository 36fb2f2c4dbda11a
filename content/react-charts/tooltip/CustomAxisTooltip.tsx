import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

// Ember, yearly electricity data: generation in the EU-27 by group of sources, TWh, rounded.
const years = ['2019', '2020', '2021', '2022', '2023'];
const fossil = [1077, 958, 1031, 1072, 881];
const nuclear = [765, 683, 732, 613, 619];
const renewables = [957, 1040, 1041, 1054, 1211];

// One row per series plus their total: the hook gives the hovered axis value
// and every series' value at it.
function TotalTooltipContent() {
  const axes = useAxesTooltip();
  if (!axes) return null;
  const [{ axisFormattedValue, seriesItems }] = axes;
  const total = seriesItems.reduce((sum, item) => sum + Number(item.value ?? 0), 0);

  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 200 }}>
      <Typography component="p" variant="subtitle2" gutterBottom>
        EU-27, {axisFormattedValue}
      </Typography>
      {seriesItems.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{Math.round((Number(item.value) / total) * 100)}%</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        Total: {total.toLocaleString('en-US')} TWh
      </Typography>
    </Paper>
  );
}

function TotalTooltip() {
  return (
    <ChartsTooltipContainer trigger="axis">
      <TotalTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 65, label: 'TWh' }]}
        series={[
          { data: fossil, label: 'Fossil', stack: 'mix', color: '#6d4c41' },
          { data: nuclear, label: 'Nuclear', stack: 'mix', color: '#7e57c2' },
          { data: renewables, label: 'Renewables', stack: 'mix', color: '#43a047' },
        ]}
        slots={{ tooltip: TotalTooltip }}
      />
    </Box>
  );
}
