import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const treeView: PageEntry = {
  pathname: '/x/react-tree-view-group',
  subheader: 'Tree View',
  children: [{ pathname: '/x/react-tree-view/', title: 'Overview' }, apiReference('tree-view')],
};
