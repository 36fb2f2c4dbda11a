import { Gauge } from '@mui/x-charts/Gauge';
import { definePlayground } from '~/playground';

// RTE, Bilan électrique 2023: nuclear power made 320 of France's 495 TWh, 65 %.
const NUCLEAR_SHARE = 65;

export default definePlayground({
  name: 'NuclearShareGauge',
  controls: {
    startAngle: { type: 'slider', label: 'Start angle', min: -180, max: 180, step: 10, initial: 0, unit: '°' },
    endAngle: { type: 'slider', label: 'End angle', min: 0, max: 360, step: 10, initial: 360, unit: '°' },
    innerRadius: { type: 'slider', label: 'Inner radius', min: 0, max: 95, step: 5, initial: 80, unit: '%' },
    outerRadius: { type: 'slider', label: 'Outer radius', min: 50, max: 100, step: 5, initial: 100, unit: '%' },
    cornerRadius: { type: 'slider', label: 'Corner radius', min: 0, max: 50, step: 5, initial: 0, unit: '%' },
    text: {
      type: 'select',
      label: 'Text',
      options: ['value', 'percent', 'none'],
      optionLabels: { value: 'The value (default)', percent: 'With a % sign', none: 'None' },
      initial: 'value',
    },
  },
  element(values) {
    const percent = (share: number) => `${share}%`;
    return {
      component: Gauge,
      name: 'Gauge',
      from: '@mui/x-charts/Gauge',
      props: {
        value: NUCLEAR_SHARE,
        startAngle: values.startAngle || undefined,
        endAngle: values.endAngle !== 360 ? values.endAngle : undefined,
        innerRadius: values.innerRadius !== 80 ? `${values.innerRadius}%` : undefined,
        outerRadius: values.outerRadius !== 100 ? `${values.outerRadius}%` : undefined,
        cornerRadius: values.cornerRadius ? `${values.cornerRadius}%` : undefined,
        text: values.text === 'percent' ? percent(NUCLEAR_SHARE) : values.text === 'none' ? '' : undefined,
        height: 220,
      },
    };
  },
});
