import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { franceMix } from './france-mix';

export default function ClickablePie() {
  const [message, setMessage] = React.useState('Click a slice.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[{ data: franceMix }]}
        // The third argument is the slice as drawn: its value, label and colour.
        onItemClick={(_, identifier, item) =>
          setMessage(`${item.label}: ${item.value} TWh (slice ${identifier.dataIndex})`)
        }
      />
      <Typography component="p" variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
