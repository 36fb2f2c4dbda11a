import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
import { code, declared, definePlayground } from '~/playground';

// Climate normals 1991–2020, mean monthly temperature in °C, rounded: Met Office
// (London Heathrow), Roshydromet (Moscow VDNKh), Bureau of Meteorology (Sydney).
const CITIES = ['London', 'Moscow', 'Sydney'];
const TEMPERATURES = [
  [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0],
  [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4],
  [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2],
];

const months = declared('months', ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
const cities = declared('cities', CITIES);
const temperatures = declared('temperatures', TEMPERATURES);
// The heatmap takes one [x index, y index, value] triple per cell.
const cells = declared(
  'cells',
  code(
    TEMPERATURES.flatMap((row, city) => row.map((temperature, month): HeatmapValueType => [month, city, temperature])),
    'temperatures.flatMap((row, city) =>\n  row.map((temperature, month): HeatmapValueType => [month, city, temperature]),\n)',
    'temperatures.flatMap((row, city) =>\n  row.map((temperature, month) => [month, city, temperature]),\n)',
    [temperatures],
  ),
);

const celsius = declared(
  'celsius',
  code(
    ([, , temperature]: HeatmapValueType) => `${temperature} °C`,
    '([, , temperature]: HeatmapValueType) => `${temperature} °C`',
    '([, , temperature]) => `${temperature} °C`',
  ),
);

export default definePlayground({
  name: 'TemperatureHeatmap',
  controls: {
    colors: {
      type: 'select',
      label: 'Colour scale',
      options: ['continuous', 'piecewise'],
      optionLabels: { continuous: 'Continuous, blue to red', piecewise: 'Piecewise, every 10 °C' },
      initial: 'continuous',
    },
    showLegend: { type: 'switch', label: 'Legend', initial: false },
    formatter: { type: 'switch', label: 'Units in the tooltip', initial: true },
  },
  element(values) {
    return {
      component: Heatmap,
      name: 'Heatmap',
      from: '@mui/x-charts-pro/Heatmap',
      imports: [
        { name: 'HeatmapValueType', from: '@mui/x-charts-pro/models', typeOnly: true },
        ...(values.showLegend && values.colors === 'piecewise'
          ? [{ name: 'PiecewiseColorLegend', from: '@mui/x-charts/ChartsLegend' }]
          : []),
      ],
      props: {
        xAxis: [{ data: months }],
        yAxis: [{ data: cities, width: 70 }],
        series: [
          {
            data: cells,
            valueFormatter: values.formatter ? celsius : undefined,
          },
        ],
        zAxis: [
          {
            colorMap:
              values.colors === 'continuous'
                ? { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] }
                : { type: 'piecewise', thresholds: [0, 10, 20], colors: ['#2166ac', '#92c5de', '#f4a582', '#b2182b'] },
          },
        ],
        hideLegend: values.showLegend ? false : undefined,
        // The default legend is a gradient: a piecewise map needs the piecewise legend.
        slots:
          values.showLegend && values.colors === 'piecewise'
            ? { legend: code(PiecewiseColorLegend, 'PiecewiseColorLegend') }
            : undefined,
        height: 240,
      },
    };
  },
});
