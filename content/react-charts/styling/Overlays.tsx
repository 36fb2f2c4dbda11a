import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { renewableShare } from './renewables';

const top5 = renewableShare.slice(0, 5);

export default function Overlays() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
          label="Empty data"
        />
      </Stack>
      <BarChart
        height={280}
        loading={loading}
        xAxis={[{ scaleType: 'band', data: top5.map((entry) => entry.country) }]}
        yAxis={[{ width: 40 }]}
        // The overlay is drawn over the plot, not instead of it: no data while loading.
        series={[
          {
            data: loading || empty ? [] : top5.map((entry) => entry.share),
            label: 'Renewable share (%)',
          },
        ]}
        // The overlays' texts are the localisation keys `loading` and `noData`.
        localeText={{ noData: 'No statistics for this selection' }}
      />
    </Box>
  );
}
