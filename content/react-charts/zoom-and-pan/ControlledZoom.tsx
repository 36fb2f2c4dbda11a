import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { co2 } from './co2-mauna-loa';

const first = co2[0].year;
const last = co2[co2.length - 1].year;

// Zoom is in percent of the axis: convert years to that range.
const percentOf = (year: number) => ((year - first) / (last - first)) * 100;
const rangeOf = (from: number, to: number): ZoomData[] => [
  { axisId: 'years', start: percentOf(from), end: percentOf(to) },
];

const presets = [
  { label: '1960s', range: rangeOf(1960, 1969) },
  { label: '1990–2009', range: rangeOf(1990, 2009) },
  { label: 'Last 10 years', range: rangeOf(last - 9, last) },
  { label: 'All', range: rangeOf(first, last) },
];

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(presets[2].range);
  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };
  const yearAt = (percent: number) => Math.round(first + ((last - first) * percent) / 100);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setZoomData(preset.range)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
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
            zoom: { minSpan: 5 },
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'ppm', label: 'CO₂ (ppm)' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <Typography variant="body2" aria-live="polite">
        Showing {yearAt(start)}–{yearAt(end)} (start {start.toFixed(1)}%, end {end.toFixed(1)}%)
      </Typography>
    </Box>
  );
}
