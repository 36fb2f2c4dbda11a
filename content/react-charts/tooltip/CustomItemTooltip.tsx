import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { airports } from './airports';

const points = airports.map((airport, index) => ({
  id: index,
  x: airport.y2019,
  y: airport.y2023,
}));

// Content for one point: the container handles opening and following the pointer.
function AirportTooltipContent() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip || tooltip.identifier.dataIndex === undefined) return null;

  const airport = airports[tooltip.identifier.dataIndex];
  const change = ((airport.y2023 - airport.y2019) / airport.y2019) * 100;

  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography component="p" variant="subtitle2">
        {airport.city} ({airport.code})
      </Typography>
      <Typography variant="body2">2019: {airport.y2019} million</Typography>
      <Typography variant="body2">2023: {airport.y2023} million</Typography>
      <Typography variant="body2" sx={{ color: change >= 0 ? 'success.main' : 'error.main' }}>
        {change >= 0 ? 'Up' : 'Down'} {Math.abs(change).toFixed(1)}%
      </Typography>
    </Paper>
  );
}

function AirportTooltip() {
  return (
    <ChartsTooltipContainer trigger="item">
      <AirportTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        height={320}
        xAxis={[{ label: '2019 (millions)', min: 40, max: 120 }]}
        yAxis={[{ label: '2023 (millions)', min: 40, max: 120, width: 55 }]}
        series={[{ data: points, label: 'Airports', markerSize: 6 }]}
        slots={{ tooltip: AirportTooltip }}
        hideLegend
      />
    </Box>
  );
}
