import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { countries, regions } from './countries';
import type { Country } from './countries';

type Region = Country['region'];

// One outline per region, as an SVG path of radius r around (0, 0): the groups stay
// apart for readers who cannot tell the colours apart, and in print.
const shapes: Record<Region, (r: number) => string> = {
  Europe: (r) => `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`,
  Americas: (r) => `M${-r},${-r}h${2 * r}v${2 * r}h${-2 * r}Z`,
  Asia: (r) => `M0,${-1.4 * r}L${1.4 * r},0L0,${1.4 * r}L${-1.4 * r},0Z`,
  Africa: (r) => `M0,${-1.3 * r}L${1.2 * r},${0.8 * r}L${-1.2 * r},${0.8 * r}Z`,
};

function ShapeMarker(props: ScatterMarkerProps) {
  // Keep the chart's own props off the DOM; the rest (data-* attributes, handlers) go on.
  const { seriesId, dataIndex, x, y, size, color, isHighlighted, isFaded, ...other } = props;
  const shape = shapes[seriesId as Region];
  return (
    <path
      d={shape(isHighlighted ? size * 1.2 : size)}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      {...other}
    />
  );
}

const series = regions.map((region) => ({
  id: region,
  label: region,
  markerSize: 5,
  data: countries
    .filter((country) => country.region === region)
    .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
  // The legend and the tooltip draw the same outline beside the region's name.
  labelMarkType: function RegionMark({ className, color }: ChartsLabelCustomMarkProps) {
    return (
      <svg viewBox="-7 -7 14 14">
        <path className={className} d={shapes[region](5)} fill={color} />
      </svg>
    );
  },
}));

export default function MarkerShapes() {
  return (
    <ScatterChart
      height={340}
      series={series}
      slots={{ marker: ShapeMarker }}
      xAxis={[
        {
          scaleType: 'log',
          label: 'GDP per capita (US$)',
          tickInterval: [1000, 10000, 100000],
        },
      ]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
    />
  );
}
