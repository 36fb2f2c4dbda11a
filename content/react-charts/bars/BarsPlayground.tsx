import { BarChart } from '@mui/x-charts/BarChart';
import { declared, definePlayground } from '~/playground';
import { medals as medalTable } from './medals';
import { compact, gridControl, gridProp, legendControl, legendSlotProps } from '~/playground/charts';

// The medal rows live beside the page (medals.ts); the copied code declares them in full.
const medals = declared('medals', medalTable);

const MEDALS = [
  { dataKey: 'gold', label: 'Gold', color: '#c9a227' },
  { dataKey: 'silver', label: 'Silver', color: '#9ea7ad' },
  { dataKey: 'bronze', label: 'Bronze', color: '#a5672e' },
] as const;

export default definePlayground({
  name: 'MedalBars',
  controls: {
    layout: { type: 'select', label: 'Layout', options: ['vertical', 'horizontal'], initial: 'vertical' },
    stacked: { type: 'switch', label: 'Stack the medals', initial: false },
    barLabel: {
      type: 'select',
      label: 'Bar labels',
      options: ['none', 'value'],
      optionLabels: { none: 'None', value: 'Values' },
      initial: 'none',
    },
    borderRadius: { type: 'slider', label: 'Corner radius', min: 0, max: 12, step: 2, initial: 0, unit: 'px' },
    categoryGapRatio: { type: 'slider', label: 'Gap between nations', min: 0, max: 0.8, step: 0.1, initial: 0.2 },
    barGapRatio: { type: 'slider', label: 'Gap between bars', min: 0, max: 0.5, step: 0.05, initial: 0.1 },
    grid: gridControl,
    legend: legendControl,
  },
  element(values) {
    const horizontal = values.layout === 'horizontal';
    const bandAxis = [
      {
        scaleType: 'band',
        dataKey: 'nation',
        categoryGapRatio: values.categoryGapRatio !== 0.2 ? values.categoryGapRatio : undefined,
        barGapRatio: values.barGapRatio !== 0.1 ? values.barGapRatio : undefined,
      },
    ];
    return {
      component: BarChart,
      name: 'BarChart',
      from: '@mui/x-charts/BarChart',
      props: {
        dataset: medals,
        xAxis: horizontal ? undefined : bandAxis,
        yAxis: horizontal ? bandAxis : undefined,
        series: MEDALS.map((medal) => ({ ...medal, stack: values.stacked ? 'medals' : undefined })),
        layout: horizontal ? 'horizontal' : undefined,
        barLabel: values.barLabel === 'value' ? 'value' : undefined,
        borderRadius: values.borderRadius || undefined,
        grid: gridProp(values.grid),
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 340,
      },
    };
  },
});
