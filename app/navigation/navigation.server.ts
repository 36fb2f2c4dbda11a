import { getPageRecordByPathname } from '~/content/pages.server';
import type { NavItem } from './nav-item';
import type { PageEntry } from './page-tree';
import { pages } from './pages';

function toNavItem(entry: PageEntry): NavItem {
  const record = entry.children ? null : getPageRecordByPathname(entry.pathname);
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

let navigation: NavItem[] | undefined;

/** The drawer's tree, computed once per server process. */
export function getNavigation(): NavItem[] {
  navigation ??= pages.map(toNavItem);
  return navigation;
}
