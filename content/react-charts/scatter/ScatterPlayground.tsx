import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { declared, definePlayground } from '~/playground';
import { compact, gridControl, gridProp, legendControl, legendSlotProps } from '~/playground/charts';

// World Bank, World Development Indicators, 2022: GDP per capita (current US$)
// and life expectancy at birth (years), rounded.
const countries = declared('countries', [
  { id: 'NO', x: 108700, y: 83.1 },
  { id: 'US', x: 76400, y: 77.4 },
  { id: 'DE', x: 48700, y: 80.7 },
  { id: 'JP', x: 34000, y: 84.0 },
  { id: 'CN', x: 12700, y: 78.6 },
  { id: 'MX', x: 11500, y: 74.8 },
  { id: 'BR', x: 8900, y: 73.4 },
  { id: 'ZA', x: 6800, y: 62.3 },
  { id: 'ID', x: 4800, y: 67.6 },
  { id: 'EG', x: 4300, y: 70.2 },
  { id: 'BD', x: 2700, y: 73.7 },
  { id: 'IN', x: 2400, y: 67.7 },
  { id: 'NG', x: 2200, y: 53.6 },
  { id: 'ET', x: 1000, y: 65.0 },
  { id: 'MZ', x: 560, y: 59.3 },
]);

export default definePlayground({
  name: 'WealthAndHealth',
  controls: {
    xScale: {
      type: 'select',
      label: 'GDP axis scale',
      options: ['linear', 'log'],
      optionLabels: { linear: 'Linear (default)', log: 'Logarithmic' },
      initial: 'linear',
    },
    markerSize: { type: 'slider', label: 'Marker size', min: 2, max: 12, step: 1, initial: 4, unit: 'px' },
    disableVoronoi: { type: 'switch', label: 'Hover the marker itself (no Voronoi)', initial: false },
    grid: gridControl,
    legend: { ...legendControl, initial: 'hidden' },
  },
  element(values) {
    return {
      component: ScatterChart,
      name: 'ScatterChart',
      from: '@mui/x-charts/ScatterChart',
      props: {
        xAxis: [
          values.xScale === 'log'
            ? // A log axis has a tick at every 1 to 9 of each decade: name the ones to label.
              { label: 'GDP per capita (US$)', scaleType: 'log', tickInterval: [1000, 10000, 100000] }
            : { label: 'GDP per capita (US$)' },
        ],
        yAxis: [{ label: 'Life expectancy (years)', min: 50 }],
        series: [
          {
            data: countries,
            label: 'Countries, 2022',
            markerSize: values.markerSize !== 4 ? values.markerSize : undefined,
          },
        ],
        disableVoronoi: values.disableVoronoi || undefined,
        grid: gridProp(values.grid),
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 320,
      },
    };
  },
});
