import { RadarChart } from '@mui/x-charts/RadarChart';
import { definePlayground } from '~/playground';
import { compact, legendControl, legendSlotProps } from '~/playground/charts';

// Electricity generated in 2023 from nuclear, hydro, wind, solar and fossil fuels, as a
// percentage of what these five made: U.S. EIA, Electric Power Monthly; RTE, Bilan électrique.
const SERIES = [
  { label: 'France', data: [66.1, 12.2, 10.5, 4.5, 6.6] },
  { label: 'United States', data: [19.0, 5.9, 10.4, 4.0, 60.7] },
];

export default definePlayground({
  name: 'ElectricityMixRadar',
  controls: {
    shape: { type: 'select', label: 'Shape', options: ['sharp', 'circular'], initial: 'sharp' },
    divisions: { type: 'slider', label: 'Divisions', min: 1, max: 10, step: 1, initial: 5 },
    stripes: { type: 'switch', label: 'Stripes', initial: true },
    fillArea: { type: 'switch', label: 'Fill the areas', initial: false },
    hideMark: { type: 'switch', label: 'Hide the marks', initial: false },
    highlight: {
      type: 'select',
      label: 'Highlight',
      options: ['axis', 'series', 'none'],
      optionLabels: { axis: 'A metric (default)', series: 'A series', none: 'Nothing' },
      initial: 'axis',
    },
    startAngle: { type: 'slider', label: 'Start angle', min: 0, max: 90, step: 5, initial: 0, unit: '°' },
    legend: legendControl,
  },
  element(values) {
    return {
      component: RadarChart,
      name: 'RadarChart',
      from: '@mui/x-charts/RadarChart',
      props: {
        radar: {
          max: 100,
          metrics: ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Fossil'],
          startAngle: values.startAngle || undefined,
        },
        series: SERIES.map((series) => ({
          ...series,
          fillArea: values.fillArea || undefined,
          hideMark: values.hideMark || undefined,
        })),
        shape: values.shape !== 'sharp' ? values.shape : undefined,
        divisions: values.divisions !== 5 ? values.divisions : undefined,
        stripeColor: values.stripes ? undefined : null,
        highlight: values.highlight !== 'axis' ? values.highlight : undefined,
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 320,
      },
    };
  },
});
