/**
 * `<page>/components-api/` and `<page>/hooks-api/`: the API of what a page's
 * frontmatter names, beside its demos. Read by the page route and by the
 * Markdown step alike.
 */
import { DOCS_TABS, type DocsTab } from '~/content/manifest';
import { getPageSummary } from '~/content/pages.server';
import { findApiPage, readApiPageLinks } from './api-pages.server';
import { apiTabLabel } from './api-tab-label';

/** The tab a page key names (`react-data-grid/sorting/components-api`), or null when there is no such tab. */
export function apiTab(key: string) {
  const segments = key.split('/');
  const tab = segments.at(-1);
  if (!(DOCS_TABS as readonly string[]).includes(tab ?? '')) return null;
  const parent = getPageSummary(segments.slice(0, -1).join('/'));
  const names = tab === 'components-api' ? parent?.components : parent?.hooks;
  if (!parent || !names?.length) return null;
  const apiPages = names.map(findApiPage).filter((apiPage): apiPage is NonNullable<typeof apiPage> => apiPage !== null);
  const links = Object.assign({}, ...apiPages.map((apiPage) => readApiPageLinks(apiPage.group, apiPage.slug))) as Record<string, string>;
  return {
    kind: 'tab' as const,
    tab: tab as DocsTab,
    title: `${parent.title}: ${apiTabLabel(tab as DocsTab)}`,
    parent: { title: parent.title, pathname: parent.pathname, components: parent.components, hooks: parent.hooks },
    apiPages,
    links,
  };
}
