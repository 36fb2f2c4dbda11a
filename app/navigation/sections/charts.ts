import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const charts: PageEntry = {
  pathname: '/x/react-charts-group',
  subheader: 'Charts',
  children: [
    { pathname: '/x/react-charts/', title: 'Overview' },
    {
      pathname: '/x/react-charts/components-group',
      subheader: 'Components',
      children: [
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
          ],
        },
      ],
    },
    apiReference('charts'),
  ],
};
