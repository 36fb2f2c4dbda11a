import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { letterFrequency } from './letter-frequency';

export default function ZoomApiRef() {
  const apiRef = useChartProApiRef<'bar'>();

  // setAxisZoomData takes an updater, like React's setState.
  const shift = (by: number) =>
    apiRef.current?.setAxisZoomData('letters', (zoom) => {
      const span = zoom.end - zoom.start;
      const start = Math.min(Math.max(zoom.start + by, 0), 100 - span);
      return { ...zoom, start, end: start + span };
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => shift(-20)}>
          ← Earlier letters
        </Button>
        <Button size="small" variant="outlined" onClick={() => shift(20)}>
          Later letters →
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'letters', start: 0, end: 100 }])}
        >
          Show all
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        dataset={letterFrequency}
        xAxis={[{ id: 'letters', scaleType: 'band', dataKey: 'letter', zoom: { panning: false } }]}
        yAxis={[{ width: 40 }]}
        series={[{ dataKey: 'percent', label: 'Share of letters (%)' }]}
        initialZoom={[{ axisId: 'letters', start: 0, end: 40 }]}
        hideLegend
      />
    </Box>
  );
}
