import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { london, months, sydney } from './temperatures';

export default function ClickableLines() {
  const [message, setMessage] = React.useState('Click a mark, a line or anywhere in the plot.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'london', data: london, label: 'London' },
          { id: 'sydney', data: sydney, label: 'Sydney' },
        ]}
        onMarkClick={(_, item) => setMessage(`Mark: ${item.seriesId}, ${months[item.dataIndex ?? 0]}`)}
        onLineClick={(_, item) => setMessage(`Line: ${item.seriesId}`)}
        onAxisClick={(_, data) => data && setMessage(`Axis: ${data.axisValue}`)}
      />
      <Typography component="p" variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
