import type { DocsTab } from '~/content/manifest';

const TAB_LABEL: Record<DocsTab, string> = { 'components-api': 'Components API', 'hooks-api': 'Hooks API' };

/** How a page's API tab is named, on the server and in the browser (page titles). */
export function apiTabLabel(tab: DocsTab): string {
  return TAB_LABEL[tab];
}
