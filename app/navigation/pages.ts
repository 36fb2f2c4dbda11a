import { introduction } from './sections/introduction';
import { commonConcepts } from './sections/common-concepts';
import { dataGrid } from './sections/data-grid';
import { datePickers } from './sections/date-pickers';
import { charts } from './sections/charts';
import { treeView } from './sections/tree-view';
import { migration } from './sections/migration';
import type { PageEntry } from './page-tree';

/**
 * The navigation tree: the single source of truth for which pages exist and
 * in what order readers meet them. Each family's part lives in its own module
 * under sections/, so that work on one family never touches another's list.
 * A leaf is added only once its page is written under content/; the build
 * fails on a leaf without a page.
 */
export const pages: PageEntry[] = [introduction, commonConcepts, dataGrid, datePickers, charts, treeView, migration];
