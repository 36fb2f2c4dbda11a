import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const datePickers: PageEntry = {
  pathname: '/x/react-date-pickers-group',
  subheader: 'Date and Time Pickers',
  children: [{ pathname: '/x/react-date-pickers/', title: 'Overview' }, apiReference('date-pickers')],
};
