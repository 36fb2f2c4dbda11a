import { PieChart } from '@mui/x-charts/PieChart';
import { declared, definePlayground } from '~/playground';
import { compact, legendControl, legendSlotProps } from '~/playground/charts';

// RTE, Bilan électrique 2023: electricity generated in France by source, in TWh, rounded.
const franceMix = declared('franceMix', [
  { id: 'nuclear', label: 'Nuclear', value: 320 },
  { id: 'hydro', label: 'Hydropower', value: 59 },
  { id: 'wind', label: 'Wind', value: 51 },
  { id: 'fossil', label: 'Fossil', value: 32 },
  { id: 'solar', label: 'Solar', value: 22 },
  { id: 'bio', label: 'Bioenergy', value: 11 },
]);

export default definePlayground({
  name: 'FranceElectricityPie',
  controls: {
    innerRadius: { type: 'slider', label: 'Inner radius', min: 0, max: 100, step: 5, initial: 0, unit: 'px' },
    outerRadius: { type: 'slider', label: 'Outer radius', min: 50, max: 130, step: 5, initial: 120, unit: 'px' },
    paddingAngle: { type: 'slider', label: 'Padding angle', min: 0, max: 10, step: 1, initial: 0, unit: '°' },
    cornerRadius: { type: 'slider', label: 'Corner radius', min: 0, max: 20, step: 1, initial: 0, unit: 'px' },
    startAngle: { type: 'slider', label: 'Start angle', min: -180, max: 180, step: 10, initial: 0, unit: '°' },
    endAngle: { type: 'slider', label: 'End angle', min: 0, max: 360, step: 10, initial: 360, unit: '°' },
    arcLabel: {
      type: 'select',
      label: 'Arc labels',
      options: ['none', 'value', 'label'],
      optionLabels: { none: 'None', value: 'Values', label: 'Labels' },
      initial: 'none',
    },
    legend: legendControl,
  },
  element(values) {
    return {
      component: PieChart,
      name: 'PieChart',
      from: '@mui/x-charts/PieChart',
      props: {
        series: [
          {
            data: franceMix,
            innerRadius: values.innerRadius || undefined,
            outerRadius: values.outerRadius,
            paddingAngle: values.paddingAngle || undefined,
            cornerRadius: values.cornerRadius || undefined,
            startAngle: values.startAngle || undefined,
            endAngle: values.endAngle !== 360 ? values.endAngle : undefined,
            arcLabel: values.arcLabel !== 'none' ? values.arcLabel : undefined,
            // Small slices have no room for a label.
            arcLabelMinAngle: values.arcLabel !== 'none' ? 20 : undefined,
          },
        ],
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 300,
      },
    };
  },
});
