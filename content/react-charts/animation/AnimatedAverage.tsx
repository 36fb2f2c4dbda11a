import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { cities, type City, months, rainfallByCity } from './rainfall';

// A line at the monthly average that glides to its new height when the data
// changes, with the same timing as the bars.
function AverageLine({ value }: { value: number }) {
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const target = { y: yScale(value) };
  // Render-time attributes come from initialProps. Keeping them fixed means
  // React never rewrites the attribute; every frame comes from applyProps.
  const initialProps = React.useRef(target).current;
  // useAnimate does not read the reader's motion setting, unlike the chart's own bars.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const { ref, transform } = useAnimate(target, {
    createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
    transformProps: ({ y }) => ({ transform: `translate(0, ${y})` }),
    // Runs on every frame, outside React: only the attribute changes.
    applyProps: (element: SVGGElement, props) => {
      element.setAttribute('transform', props.transform);
    },
    initialProps,
    skip: reduceMotion,
  });

  return (
    <g ref={ref} transform={transform}>
      <line x1={left} x2={left + width} stroke="currentColor" strokeDasharray="4 4" />
      <text x={left + width} y={-6} textAnchor="end" fill="currentColor" fontSize={12}>
        {`Monthly average: ${value} mm`}
      </text>
    </g>
  );
}

export default function AnimatedAverage() {
  const [city, setCity] = React.useState<City>('Singapore');
  const data = rainfallByCity[city];
  const average = Math.round(data.reduce((sum, value) => sum + value, 0) / data.length);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={city}
        onChange={(_, next: City | null) => next && setCity(next)}
        aria-label="City"
      >
        {cities.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ChartContainer
        height={300}
        series={[{ type: 'bar', data, label: city }]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 50 }]}
      >
        <BarPlot />
        <AverageLine value={average} />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </Box>
  );
}
