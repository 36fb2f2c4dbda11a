import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { meanTemperatureC, months } from './climate';

type Limit = 'nice' | 'strict' | 'padded';

// A function receives the data's extremes and returns the domain to draw.
const padByTwoDegrees = (min: number, max: number) => ({ min: min - 2, max: max + 2 });

export default function DomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_, next: Limit | null) => next && setLimit(next)}
        aria-label="Domain limit of the y-axis"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            label: 'Mean temperature (°C)',
            domainLimit: limit === 'padded' ? padByTwoDegrees : limit,
          },
        ]}
        series={[
          {
            data: meanTemperatureC,
            label: 'Heathrow, 1991–2020',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
