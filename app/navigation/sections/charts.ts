import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const charts: PageEntry = {
  pathname: '/x/react-charts-group',
  subheader: 'Charts',
  children: [
    { pathname: '/x/react-charts/', title: 'Overview' },
    { pathname: '/x/react-charts/quickstart/', title: 'Quickstart' },
    {
      pathname: '/x/react-charts/components-group',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-charts/bars-group',
          title: 'Bars',
          children: [
            { pathname: '/x/react-charts/bars/', title: 'Bars overview' },
            { pathname: '/x/react-charts/bar-demo/', title: 'Demos' },
          ],
        },
        {
          pathname: '/x/react-charts/lines-group',
          title: 'Lines',
          children: [
            { pathname: '/x/react-charts/lines/', title: 'Lines overview' },
            { pathname: '/x/react-charts/line-demo/', title: 'Lines demo' },
            { pathname: '/x/react-charts/areas-demo/', title: 'Area demo' },
          ],
        },
        {
          pathname: '/x/react-charts/pie-group',
          title: 'Pie',
          children: [
            { pathname: '/x/react-charts/pie/', title: 'Pie overview' },
            { pathname: '/x/react-charts/pie-demo/', title: 'Demo' },
          ],
        },
        {
          pathname: '/x/react-charts/scatter-group',
          title: 'Scatter',
          children: [
            { pathname: '/x/react-charts/scatter/', title: 'Scatter overview' },
            { pathname: '/x/react-charts/scatter-demo/', title: 'Demo' },
          ],
        },
        { pathname: '/x/react-charts/sparkline/', title: 'Sparkline' },
        { pathname: '/x/react-charts/gauge/', title: 'Gauge' },
        { pathname: '/x/react-charts/radar/', title: 'Radar' },
        { pathname: '/x/react-charts/heatmap/', title: 'Heatmap', plan: 'pro' },
        { pathname: '/x/react-charts/funnel/', title: 'Funnel', plan: 'pro', unstable: true },
        {
          pathname: '/x/react-charts/main-features',
          title: 'Main features',
          children: [
            { pathname: '/x/react-charts/animation/', title: 'Animation' },
            { pathname: '/x/react-charts/axis/', title: 'Axis' },
            { pathname: '/x/react-charts/components/', title: 'Custom components' },
            { pathname: '/x/react-charts/composition/', title: 'Composition' },
            { pathname: '/x/react-charts/label/', title: 'Label' },
            { pathname: '/x/react-charts/legend/', title: 'Legend' },
            { pathname: '/x/react-charts/localization/', title: 'Localization' },
            { pathname: '/x/react-charts/stacking/', title: 'Stacking' },
            { pathname: '/x/react-charts/styling/', title: 'Styling' },
            { pathname: '/x/react-charts/tooltip/', title: 'Tooltip' },
            { pathname: '/x/react-charts/highlighting/', title: 'Highlighting' },
            { pathname: '/x/react-charts/zoom-and-pan/', title: 'Zoom and pan', plan: 'pro' },
            { pathname: '/x/react-charts/export/', title: 'Export', plan: 'pro' },
            { pathname: '/x/react-charts/toolbar/', title: 'Toolbar', unstable: true },
          ],
        },
        {
          pathname: '/x/react-charts/future-components',
          title: 'Future components',
          children: [
            { pathname: '/x/react-charts/treemap/', title: 'Treemap', planned: true },
            { pathname: '/x/react-charts/sankey/', title: 'Sankey', plan: 'pro', planned: true },
            { pathname: '/x/react-charts/gantt/', title: 'Gantt', plan: 'pro', planned: true },
          ],
        },
      ],
    },
    apiReference('charts'),
  ],
};
