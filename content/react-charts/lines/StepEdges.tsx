import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// U.S. Department of Labor, Wage and Hour Division: the federal minimum wage in
// force on 1 January of each year, in dollars per hour (raised each July, 2007–2009).
const years = [2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012];
const minimumWage = [5.15, 5.15, 5.15, 5.85, 6.55, 7.25, 7.25, 7.25];

export default function StepEdges() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        height={260}
        xAxis={[{ data: years, scaleType: 'band' }]}
        series={[{ data: minimumWage, curve: 'step', label: 'Full bands (default)' }]}
      />
      <LineChart
        height={260}
        xAxis={[{ data: years, scaleType: 'band' }]}
        // Stop at the first and last points instead of running to the chart's edges.
        series={[
          {
            data: minimumWage,
            curve: 'step',
            strictStepCurve: true,
            label: 'strictStepCurve',
          },
        ]}
      />
    </Stack>
  );
}
