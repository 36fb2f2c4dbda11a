import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const dataGrid: PageEntry = {
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
            { pathname: '/x/react-data-grid/column-recipes/', title: 'Recipes' },
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
            { pathname: '/x/react-data-grid/row-recipes/', title: 'Recipes' },
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
            { pathname: '/x/react-data-grid/recipes-editing/', title: 'Recipes' },
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
            { pathname: '/x/react-data-grid/filtering-recipes/', title: 'Recipes' },
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
    {
      pathname: '/x/react-data-grid/advanced-features',
      subheader: 'Advanced features',
      children: [
        { pathname: '/x/react-data-grid/tree-data/', title: 'Tree data', plan: 'pro' },
        {
          pathname: '/x/react-data-grid/row-grouping-group',
          title: 'Row grouping',
          plan: 'premium',
          children: [
            { pathname: '/x/react-data-grid/row-grouping/', title: 'Overview' },
            { pathname: '/x/react-data-grid/recipes-row-grouping/', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/aggregation/', title: 'Aggregation', plan: 'premium' },
        {
          pathname: '/x/react-data-grid/pivoting-group',
          title: 'Pivoting',
          plan: 'premium',
          newFeature: true,
          children: [
            { pathname: '/x/react-data-grid/pivoting/', title: 'Overview' },
            { pathname: '/x/react-data-grid/pivoting-explained/', title: 'Understanding pivoting' },
          ],
        },
        { pathname: '/x/react-data-grid/export/', title: 'Export' },
        { pathname: '/x/react-data-grid/clipboard/', title: 'Copy and paste' },
        { pathname: '/x/react-data-grid/scrolling/', title: 'Scrolling' },
        { pathname: '/x/react-data-grid/list-view/', title: 'List view', plan: 'pro' },
        {
          pathname: '/x/react-data-grid/server-side-data-group',
          title: 'Server-side data',
          newFeature: true,
          children: [
            { pathname: '/x/react-data-grid/server-side-data/', title: 'Overview' },
            { pathname: '/x/react-data-grid/server-side-data/tree-data/', title: 'Tree data', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/lazy-loading/', title: 'Lazy loading', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/row-grouping/', title: 'Row grouping', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/aggregation/', title: 'Aggregation', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/recipes/', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/ai-assistant/', title: 'AI Assistant', plan: 'premium', newFeature: true },
      ],
    },
    {
      pathname: '/x/react-data-grid/resources',
      subheader: 'Resources',
      children: [
        { pathname: '/x/react-data-grid/api-object/', title: 'API object' },
        { pathname: '/x/react-data-grid/events/', title: 'Events' },
        { pathname: '/x/react-data-grid/state/', title: 'State' },
        { pathname: '/x/react-data-grid/performance/', title: 'Performance' },
      ],
    },
    apiReference('data-grid'),
  ],
};
