import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { HighlightItemData, HighlightScope } from '@mui/x-charts/context';
import { countries, regions } from './countries';

// A point lights up its whole region and dims every point outside it.
const scope: HighlightScope = { highlight: 'series', fade: 'global' };

const series = regions.map((region) => ({
  id: region,
  label: region,
  markerSize: 5,
  highlightScope: scope,
  data: countries
    .filter((country) => country.region === region)
    .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
}));

export default function HighlightRegion() {
  // Controlled: the buttons set the highlight, and hovering the chart moves them.
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Highlighted region"
        sx={{ alignSelf: 'flex-start' }}
        value={item?.seriesId ?? null}
        onChange={(_, region: string | null) => setItem(region ? { seriesId: region } : null)}
      >
        {regions.map((region) => (
          <ToggleButton key={region} value={region}>
            {region}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        series={series}
        highlightedItem={item}
        onHighlightChange={setItem}
        xAxis={[
          {
            scaleType: 'log',
            label: 'GDP per capita (US$)',
            tickInterval: [1000, 10000, 100000],
          },
        ]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      />
    </Stack>
  );
}
