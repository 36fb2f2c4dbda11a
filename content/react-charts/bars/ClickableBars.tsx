import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

export default function ClickableBars() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a column.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={300}
        dataset={airports}
        xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
        series={[
          { id: 'y2019', dataKey: 'y2019', label: '2019' },
          { id: 'y2023', dataKey: 'y2023', label: '2023' },
        ]}
        // The bar itself: which series and which row.
        onItemClick={(_, item) => {
          const airport = airports[item.dataIndex];
          setMessage(`Bar: ${airport?.city}, series ${item.seriesId}`);
        }}
        // The whole column under the pointer, with every series' value.
        onAxisClick={(_, data) => {
          if (!data) return;
          const values = Object.entries(data.seriesValues).map(([id, value]) => `${id}: ${value}`);
          setMessage(`Column: ${data.axisValue} (${values.join(', ')})`);
        }}
      />
      <Typography component="p" variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
