import { apiReference } from './api-navigation';
import type { PageEntry } from './page-tree';

/**
 * The navigation tree: the single source of truth for which pages exist and
 * in what order readers meet them. A leaf is added here only once its page
 * is written under content/; the build fails on a leaf without a page.
 */
export const pages: PageEntry[] = [
  {
    pathname: '/x/introduction-group',
    subheader: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/introduction/installation/', title: 'Installation' },
      { pathname: '/x/introduction/licensing/', title: 'Licensing' },
      { pathname: '/x/introduction/support/', title: 'Support' },
      { pathname: '/x/introduction/mcp/', title: 'AI support via MCP', newFeature: true },
      { pathname: '/x/introduction/priority-support/', title: 'Priority support', plan: 'premium', newFeature: true },
      { pathname: '/x/guides/telemetry/', title: 'Telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap/', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    subheader: 'Data Grid',
    children: [{ pathname: '/x/react-data-grid/', title: 'Overview' }, apiReference('data-grid')],
  },
  {
    pathname: '/x/react-date-pickers-group',
    subheader: 'Date and Time Pickers',
    children: [{ pathname: '/x/react-date-pickers/', title: 'Overview' }, apiReference('date-pickers')],
  },
  {
    pathname: '/x/react-charts-group',
    subheader: 'Charts',
    children: [{ pathname: '/x/react-charts/', title: 'Overview' }, apiReference('charts')],
  },
  {
    pathname: '/x/react-tree-view-group',
    subheader: 'Tree View',
    children: [{ pathname: '/x/react-tree-view/', title: 'Overview' }, apiReference('tree-view')],
  },
];
