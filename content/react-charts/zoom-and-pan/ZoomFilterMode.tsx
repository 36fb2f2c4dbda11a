import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro';
import { co2 } from './co2-mauna-loa';

export default function ZoomFilterModeDemo() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_, next: ZoomFilterMode | null) => next && setFilterMode(next)}
        aria-label="Zoom filter mode"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        dataset={co2}
        xAxis={[
          {
            id: 'years',
            dataKey: 'year',
            scaleType: 'linear',
            // The axis spans exactly the data, so zoom percentages map to years.
            domainLimit: 'strict',
            tickMinStep: 1,
            zoom: { filterMode },
            valueFormatter: (year: number) => String(year),
          },
        ]}
        // With 'discard', the y-axis fits the years in view; with 'keep', it stays at 300–450.
        yAxis={[{ width: 50, label: 'CO₂ (ppm)' }]}
        series={[{ dataKey: 'ppm', label: 'Mauna Loa annual mean' }]}
        initialZoom={[{ axisId: 'years', start: 0, end: 25 }]}
        hideLegend
      />
    </Box>
  );
}
