import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { definePlayground } from '~/playground';
import { compact, legendControl, legendSlotProps } from '~/playground/charts';

// The 2020 U.S. presidential election, in millions of people: voting-age population,
// eligible citizens and ballots counted (U.S. Elections Project, Michael McDonald);
// registered voters (U.S. Census Bureau, Current Population Survey, November 2020).
const STAGES = [
  { label: 'Voting-age population', value: 252.3 },
  { label: 'Eligible citizens', value: 239.2 },
  { label: 'Registered', value: 168.3 },
  { label: 'Voted', value: 158.4 },
];

export default definePlayground({
  name: 'TurnoutFunnel',
  controls: {
    curve: {
      type: 'select',
      label: 'Curve',
      options: ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'],
      optionLabels: { linear: 'linear (default)' },
      initial: 'linear',
    },
    layout: { type: 'select', label: 'Layout', options: ['vertical', 'horizontal'], initial: 'vertical' },
    variant: { type: 'select', label: 'Variant', options: ['filled', 'outlined'], initial: 'filled' },
    gap: { type: 'slider', label: 'Gap', min: 0, max: 20, step: 2, initial: 0, unit: 'px' },
    borderRadius: { type: 'slider', label: 'Corner radius', min: 0, max: 20, step: 2, initial: 8, unit: 'px' },
    labels: { type: 'switch', label: 'Section labels', initial: true },
    legend: legendControl,
  },
  element(values) {
    return {
      component: FunnelChart,
      name: 'Unstable_FunnelChart',
      from: '@mui/x-charts-pro/FunnelChart',
      props: {
        series: [
          {
            data: STAGES,
            curve: values.curve !== 'linear' ? values.curve : undefined,
            layout: values.layout !== 'vertical' ? values.layout : undefined,
            variant: values.variant !== 'filled' ? values.variant : undefined,
            borderRadius: values.borderRadius !== 8 ? values.borderRadius : undefined,
            sectionLabel: values.labels ? undefined : false,
          },
        ],
        gap: values.gap || undefined,
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 320,
      },
    };
  },
});
