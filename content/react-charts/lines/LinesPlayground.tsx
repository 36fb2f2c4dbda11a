import { LineChart } from '@mui/x-charts/LineChart';
import { declared, definePlayground } from '~/playground';
import { gridControl, gridProp, legendControl, legendSlotProps, compact } from '~/playground/charts';

// Climate normals 1991–2020, mean monthly temperature in °C, rounded: Met Office
// (London Heathrow), Roshydromet (Moscow VDNKh), Bureau of Meteorology (Sydney).
const months = declared('months', ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
const london = declared('london', [5.6, 5.8, 7.9, 10.5, 13.8, 16.8, 19.1, 18.8, 15.9, 12.3, 8.4, 6.0]);
const moscow = declared('moscow', [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4]);
const sydney = declared('sydney', [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2]);

const CITIES = [
  { data: london, label: 'London' },
  { data: moscow, label: 'Moscow' },
  { data: sydney, label: 'Sydney' },
];

export default definePlayground({
  name: 'CityTemperatures',
  controls: {
    curve: {
      type: 'select',
      label: 'Curve',
      options: ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter', 'bumpX'],
      optionLabels: { monotoneX: 'monotoneX (default)' },
      initial: 'monotoneX',
    },
    showMark: { type: 'switch', label: 'Marks', initial: true },
    shape: {
      type: 'select',
      label: 'Mark shape',
      options: ['circle', 'square', 'diamond', 'triangle', 'cross', 'star', 'wye'],
      initial: 'circle',
    },
    area: { type: 'switch', label: 'Fill the area', initial: false },
    zeroBased: { type: 'switch', label: 'Axis from −10 to 30 °C', initial: false },
    grid: gridControl,
    legend: legendControl,
  },
  element(values) {
    return {
      component: LineChart,
      name: 'LineChart',
      from: '@mui/x-charts/LineChart',
      props: {
        xAxis: [{ scaleType: 'point', data: months }],
        yAxis: values.zeroBased ? [{ min: -10, max: 30 }] : undefined,
        series: CITIES.map((city) => ({
          ...city,
          curve: values.curve !== 'monotoneX' ? values.curve : undefined,
          showMark: values.showMark ? undefined : false,
          shape: values.showMark && values.shape !== 'circle' ? values.shape : undefined,
          area: values.area || undefined,
        })),
        grid: gridProp(values.grid),
        hideLegend: values.legend === 'hidden' || undefined,
        slotProps: compact({ legend: legendSlotProps(values.legend) }),
        height: 320,
      },
    };
  },
});
