import { getPageSummaryByPathname } from '~/content/pages.server';
import type { ApiGroup } from '~/api-docs/api-types';
import { walkNav, type NavItem } from './nav-item';
import { findNeighbours, findTrail, type PageEntry } from './page-tree';
import type { PageFlags } from './FeatureFlags';
import { pages } from './pages';

function toNavItem(entry: PageEntry): NavItem {
  const record = entry.children ? null : getPageSummaryByPathname(entry.pathname);
  const item: NavItem = {
    pathname: entry.pathname,
    title: entry.title ?? entry.subheader ?? record?.title ?? entry.pathname,
  };
  // A page's frontmatter may carry the same flags; either source marks it.
  const plan = entry.plan ?? record?.plan;
  if (plan) item.plan = plan;
  if (entry.newFeature || record?.newFeature) item.newFeature = true;
  if (entry.planned || record?.planned) item.planned = true;
  if (entry.unstable || record?.unstable) item.unstable = true;
  if (entry.subheader) item.subheader = true;
  if (entry.children) item.children = entry.children.map(toNavItem);
  return item;
}

const API_REFERENCE_ID = /^\/x\/api\/(data-grid|date-pickers|charts|tree-view)-reference$/;

/** The tree without the API references' entries, which load on demand. */
function withLazyApiGroups(items: NavItem[]): NavItem[] {
  return items.map((item) => {
    const api = API_REFERENCE_ID.exec(item.pathname);
    if (api) return { pathname: item.pathname, title: item.title, lazyApiGroup: api[1] as ApiGroup };
    return item.children ? { ...item, children: withLazyApiGroups(item.children) } : item;
  });
}

let fullNavigation: NavItem[] | undefined;
let navigation: NavItem[] | undefined;

/** The whole tree, every page included. */
export function getFullNavigation(): NavItem[] {
  fullNavigation ??= pages.map(toNavItem);
  return fullNavigation;
}

/** The drawer's tree as every page ships it, computed once per server process. */
export function getNavigation(): NavItem[] {
  navigation ??= withLazyApiGroups(getFullNavigation());
  return navigation;
}

let readingOrder: NavItem[] | undefined;

/**
 * The written page before and after `pathname`, for the page footer. The
 * generated API references are not part of the reading sequence.
 */
export function getReadingNeighbours(pathname: string) {
  readingOrder ??= withoutApiReferences(getFullNavigation());
  const { previous, next } = findNeighbours(readingOrder, pathname);
  const link = (item: NavItem | null) => (item ? { pathname: item.pathname, title: item.title } : null);
  return { previous: link(previous), next: link(next) };
}

/** The flags the page tree gives a page (New, Planned, Unstable), for its heading. */
export function getPageFlags(pathname: string): PageFlags {
  const { newFeature, planned, unstable } = findTrail(pages, pathname).at(-1) ?? {};
  return { ...(newFeature ? { newFeature } : {}), ...(planned ? { planned } : {}), ...(unstable ? { unstable } : {}) };
}

function withoutApiReferences(items: NavItem[]): NavItem[] {
  return items
    .filter((item) => !API_REFERENCE_ID.test(item.pathname))
    .map((item) => (item.children ? { ...item, children: withoutApiReferences(item.children) } : item));
}

/** One family's API reference entries, grouped by edition. */
export function getApiNavigation(group: ApiGroup): NavItem[] {
  const reference = [...walkNav(getFullNavigation())].find((item) => item.pathname === `/x/api/${group}-reference`);
  return reference?.children ?? [];
}
