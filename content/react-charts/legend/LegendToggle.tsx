import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

// Eurostat, harmonised unemployment rate, annual average, % of the labour force.
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
const countries = [
  { id: 'ES', label: 'Spain', data: [22.1, 19.6, 17.2, 15.3, 14.1, 15.5, 14.8, 12.9, 12.2] },
  { id: 'FR', label: 'France', data: [10.4, 10.1, 9.4, 9.0, 8.4, 8.0, 7.9, 7.3, 7.3] },
  { id: 'IT', label: 'Italy', data: [11.9, 11.7, 11.3, 10.6, 10.0, 9.2, 9.5, 8.1, 7.7] },
  { id: 'DE', label: 'Germany', data: [4.6, 4.1, 3.8, 3.4, 3.1, 3.7, 3.6, 3.1, 3.0] },
];

export default function LegendToggle() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}%` }]}
        series={countries.map((country) => ({
          id: country.id,
          label: country.label,
          // A hidden series keeps its legend entry (so it can come back) but draws nothing.
          data: hidden.includes(country.id) ? [] : country.data,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        }))}
        slotProps={{
          legend: {
            onItemClick: (_event: React.MouseEvent, item: SeriesLegendItemContext) => {
              const id = String(item.seriesId);
              setHidden((current) =>
                current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
              );
            },
            // Each legend entry is an <li data-series="…">: dim the hidden ones.
            sx: Object.fromEntries(
              hidden.map((id) => [`& li[data-series="${id}"]`, { opacity: 0.45 }]),
            ),
          },
        }}
      />
    </Box>
  );
}
