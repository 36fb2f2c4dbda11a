import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { YAxis } from '@mui/x-charts/models';

// US Bureau of Labor Statistics, series LNS14000000: unemployment rate in %,
// seasonally adjusted, January to December 2020, as published in 2023.
const unemployment = [
  3.5, 3.5, 4.4, 14.7, 13.2, 11.0, 10.2, 8.4, 7.9, 6.9, 6.7, 6.7,
];

// No rounded headroom: the lowest and highest months touch the drawing area's edges.
const fullHeight: YAxis = { domainLimit: 'strict' };

export default function SparklineClipping() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography component="p" variant="body2">
          natural, default clip: April is cut flat
        </Typography>
        <SparkLineChart
          data={unemployment}
          height={64}
          yAxis={fullHeight}
          curve="natural"
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="p" variant="body2">
          natural, clip moved out to the 5 px margin
        </Typography>
        <SparkLineChart
          data={unemployment}
          height={64}
          yAxis={fullHeight}
          curve="natural"
          clipAreaOffset={{ top: 5, bottom: 5 }}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="p" variant="body2">
          monotoneX: never goes past a data point
        </Typography>
        <SparkLineChart
          data={unemployment}
          height={64}
          yAxis={fullHeight}
          curve="monotoneX"
        />
      </Box>
    </Stack>
  );
}
