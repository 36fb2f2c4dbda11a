import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const charts: PageEntry = {
  pathname: '/x/react-charts-group',
  subheader: 'Charts',
  children: [{ pathname: '/x/react-charts/', title: 'Overview' }, apiReference('charts')],
};
