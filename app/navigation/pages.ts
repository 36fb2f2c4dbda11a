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
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      { pathname: '/x/react-data-grid/quickstart/', title: 'Quickstart' },
      { pathname: '/x/react-data-grid/features/', title: 'Features' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-data-grid/layout/', title: 'Layout' },
          {
            pathname: '/x/react-data-grid/columns-group',
            title: 'Columns',
            children: [
              { pathname: '/x/react-data-grid/column-definition/', title: 'Column definition' },
              { pathname: '/x/react-data-grid/column-dimensions/', title: 'Column dimensions' },
              { pathname: '/x/react-data-grid/column-visibility/', title: 'Column visibility' },
              { pathname: '/x/react-data-grid/custom-columns/', title: 'Custom columns' },
              { pathname: '/x/react-data-grid/column-header/', title: 'Column header' },
              { pathname: '/x/react-data-grid/column-menu/', title: 'Column menu' },
              { pathname: '/x/react-data-grid/column-spanning/', title: 'Column spanning' },
              { pathname: '/x/react-data-grid/column-groups/', title: 'Column groups' },
              { pathname: '/x/react-data-grid/column-ordering/', title: 'Column ordering', plan: 'pro' },
              { pathname: '/x/react-data-grid/column-pinning/', title: 'Column pinning', plan: 'pro' },
            ],
          },
          {
            pathname: '/x/react-data-grid/rows-group',
            title: 'Rows',
            children: [
              { pathname: '/x/react-data-grid/row-definition/', title: 'Row definition' },
              { pathname: '/x/react-data-grid/row-updates/', title: 'Row updates' },
              { pathname: '/x/react-data-grid/row-height/', title: 'Row height' },
              { pathname: '/x/react-data-grid/row-spanning/', title: 'Row spanning', newFeature: true },
              { pathname: '/x/react-data-grid/master-detail/', title: 'Master-detail row panels', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-ordering/', title: 'Row ordering', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-pinning/', title: 'Row pinning', plan: 'pro' },
            ],
          },
          { pathname: '/x/react-data-grid/cells/', title: 'Cells' },
          {
            pathname: '/x/react-data-grid/editing-group',
            title: 'Editing',
            children: [
              { pathname: '/x/react-data-grid/editing/', title: 'Overview' },
              { pathname: '/x/react-data-grid/editing/persistence/', title: 'Persistence' },
              { pathname: '/x/react-data-grid/editing/custom-edit-component/', title: 'Custom edit component' },
              { pathname: '/x/react-data-grid/editing/editing-events/', title: 'Editing events' },
            ],
          },
          { pathname: '/x/react-data-grid/sorting/', title: 'Sorting' },
          {
            pathname: '/x/react-data-grid/filtering-group',
            title: 'Filtering',
            children: [
              { pathname: '/x/react-data-grid/filtering/', title: 'Overview' },
              { pathname: '/x/react-data-grid/filtering/customization/', title: 'Customization' },
              { pathname: '/x/react-data-grid/filtering/quick-filter/', title: 'Quick filter' },
              { pathname: '/x/react-data-grid/filtering/server-side/', title: 'Server-side filter' },
              { pathname: '/x/react-data-grid/filtering/multi-filters/', title: 'Multi-filters', plan: 'pro' },
              { pathname: '/x/react-data-grid/filtering/header-filters/', title: 'Header filters', plan: 'pro' },
            ],
          },
          { pathname: '/x/react-data-grid/pagination/', title: 'Pagination' },
          {
            pathname: '/x/react-data-grid/selection-group',
            title: 'Selection',
            children: [
              { pathname: '/x/react-data-grid/row-selection/', title: 'Row selection' },
              { pathname: '/x/react-data-grid/cell-selection/', title: 'Cell selection', plan: 'premium' },
            ],
          },
          { pathname: '/x/react-data-grid/virtualization/', title: 'Virtualization' },
          { pathname: '/x/react-data-grid/accessibility/', title: 'Accessibility' },
          { pathname: '/x/react-data-grid/localization/', title: 'Localization' },
        ],
      },
      apiReference('data-grid'),
    ],
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
  {
    pathname: '/x/migration-group',
    subheader: 'Migration',
    children: [
      { pathname: '/x/migration/', title: 'Overview' },
      {
        pathname: '/x/migration-v8-group',
        title: 'Migrating to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7/', title: 'Data Grid: v7 to v8' },
          { pathname: '/x/migration/migration-pickers-v7/', title: 'Date and Time Pickers: v7 to v8' },
          { pathname: '/x/migration/migration-charts-v7/', title: 'Charts: v7 to v8' },
          { pathname: '/x/migration/migration-tree-view-v7/', title: 'Tree View: v7 to v8' },
        ],
      },
      {
        pathname: '/x/migration-v7-group',
        title: 'Migrating to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6/', title: 'Data Grid: v6 to v7' },
          { pathname: '/x/migration/migration-pickers-v6/', title: 'Date and Time Pickers: v6 to v7' },
          { pathname: '/x/migration/migration-charts-v6/', title: 'Charts: v6 to v7' },
          { pathname: '/x/migration/migration-tree-view-v6/', title: 'Tree View: v6 to v7' },
        ],
      },
      { pathname: '/x/migration/migration-v6-and-earlier/', title: 'Migrating from v6 and earlier' },
    ],
  },
];
