import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { code, declared, definePlayground } from '~/playground';

// Met Office climate averages for London Heathrow, 1991–2020: rainfall in mm, January to December.
const rainfall = declared('rainfall', [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55]);

const millimetres = declared(
  'millimetres',
  code(
    (value: number | null) => (value === null ? '' : `${value} mm`),
    "(value: number | null) => (value === null ? '' : `${value} mm`)",
    "(value) => (value === null ? '' : `${value} mm`)",
  ),
);

export default definePlayground({
  name: 'RainfallSparkline',
  controls: {
    plotType: { type: 'select', label: 'Plot type', options: ['line', 'bar'], initial: 'line' },
    area: { type: 'switch', label: 'Fill the area (line)', initial: false },
    curve: {
      type: 'select',
      label: 'Curve (line)',
      options: ['linear', 'natural', 'monotoneX', 'step'],
      optionLabels: { linear: 'linear (default)' },
      initial: 'linear',
    },
    showTooltip: { type: 'switch', label: 'Tooltip', initial: true },
    showHighlight: { type: 'switch', label: 'Highlight on hover', initial: true },
    fromZero: { type: 'switch', label: 'Y axis from zero', initial: false },
    color: {
      type: 'select',
      label: 'Colour',
      options: ['default', '#1565c0', '#2e7d32', '#c62828'],
      optionLabels: { default: 'Palette (default)', '#1565c0': 'Blue', '#2e7d32': 'Green', '#c62828': 'Red' },
      initial: 'default',
    },
  },
  element(values) {
    const line = values.plotType === 'line';
    return {
      component: SparkLineChart,
      name: 'SparkLineChart',
      from: '@mui/x-charts/SparkLineChart',
      props: {
        data: rainfall,
        plotType: line ? undefined : 'bar',
        area: line && values.area ? true : undefined,
        curve: line && values.curve !== 'linear' ? values.curve : undefined,
        showTooltip: values.showTooltip || undefined,
        showHighlight: values.showHighlight || undefined,
        valueFormatter: values.showTooltip ? millimetres : undefined,
        yAxis: values.fromZero ? { min: 0 } : undefined,
        color: values.color !== 'default' ? values.color : undefined,
        height: 100,
      },
    };
  },
});
