import type { PageEntry } from '../page-tree';

export const commonConcepts: PageEntry = {
  pathname: '/x/common-concepts-group',
  subheader: 'Common concepts',
  children: [{ pathname: '/x/common-concepts/custom-components/', title: 'Slots and subcomponents' }],
};
