import type { PageEntry } from '../page-tree';

export const migration: PageEntry = {
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
        { pathname: '/x/migration/usage-with-material-ui-v5-v6/', title: 'Usage with Material UI v5/v6' },
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
};
