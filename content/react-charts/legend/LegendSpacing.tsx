import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { months, moscow, sydney } from './temperatures';

export default function LegendSpacing() {
  const [entryGap, setEntryGap] = React.useState(16);
  const [labelGap, setLabelGap] = React.useState(8);
  const [markSize, setMarkSize] = React.useState(13);

  const slider = (
    label: string,
    value: number,
    [min, max]: [number, number],
    onChange: (next: number) => void,
  ) => (
    <Box sx={{ flex: '1 1 160px' }}>
      <Typography variant="body2">
        {label}: {value}px
      </Typography>
      <Slider
        size="small"
        value={value}
        min={min}
        max={max}
        onChange={(_, next) => onChange(next as number)}
        aria-label={label}
      />
    </Box>
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {slider('Between entries', entryGap, [0, 48], setEntryGap)}
        {slider('Mark to label', labelGap, [0, 24], setLabelGap)}
        {slider('Mark size', markSize, [6, 24], setMarkSize)}
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: moscow, label: 'Moscow' },
          { data: sydney, label: 'Sydney' },
        ]}
        slotProps={{
          legend: {
            sx: {
              gap: `${entryGap}px`,
              [`& .${legendClasses.series}`]: { gap: `${labelGap}px` },
              // Via the series: beats the mark's own two-class size rule.
              [`& .${legendClasses.series} .${legendClasses.mark}`]: {
                width: markSize,
                height: markSize,
              },
            },
          },
        }}
      />
    </Box>
  );
}
