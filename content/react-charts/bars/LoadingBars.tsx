import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, rainfallMm } from './london';

export default function LoadingBars() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Stack direction={{ xs: 'column', md: 'row' }}>
        <BarChart
          height={240}
          loading={loading}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ data: loading ? [] : rainfallMm, label: 'Rainfall (mm)' }]}
        />
        {/* No data and not loading: the chart says so. */}
        <BarChart height={240} xAxis={[{ scaleType: 'band', data: months }]} series={[]} />
      </Stack>
    </Stack>
  );
}
