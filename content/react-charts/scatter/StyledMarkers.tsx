import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';
import type { HighlightScope } from '@mui/x-charts/context';
import { countries, regions } from './countries';

// Without a highlight scope, the markers never get data-highlighted or data-faded.
const scope: HighlightScope = { highlight: 'item', fade: 'global' };

const series = regions.map((region) => ({
  id: region,
  label: region,
  markerSize: 7,
  highlightScope: scope,
  data: countries
    .filter((country) => country.region === region)
    .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
}));

export default function StyledMarkers() {
  return (
    <ScatterChart
      height={340}
      series={series}
      xAxis={[
        {
          scaleType: 'log',
          label: 'GDP per capita (US$)',
          tickInterval: [1000, 10000, 100000],
        },
      ]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      sx={(theme) => {
        // With CSS theme variables, theme.vars follows light and dark mode;
        // theme.palette does not.
        const { palette } = theme.vars ?? theme;
        return {
          // Translucent fill and a ring in the background colour: overlapping
          // markers stay apart.
          [`& .${scatterClasses.root} circle`]: {
            fillOpacity: 0.75,
            stroke: palette.background.paper,
            strokeWidth: 1.5,
          },
          [`& .${scatterClasses.root} [data-highlighted]`]: {
            fillOpacity: 1,
            stroke: palette.text.primary,
            strokeWidth: 2,
          },
          // Grey instead of the default 30% opacity for the points left out.
          [`& .${scatterClasses.root} [data-faded]`]: {
            fill: palette.grey[500],
            opacity: 0.5,
          },
        };
      }}
    />
  );
}
