/**
 * What search engines are told about a page beyond its HTML: the canonical
 * URL on the public origin (SITE_URL) and the breadcrumb trail from the
 * navigation tree.
 */
import { env } from '~/lib/env.server';
import { markdownPathname } from '~/markdown/markdown-path';
import { pages as pageTree } from '~/navigation/pages';
import { findTrail, leafPages } from '~/navigation/page-tree';
import type { Breadcrumb, PageSeo } from './seo-meta';

/**
 * The trail to a page: each section and group above it, linked to its first
 * page (groups have no page of their own), then the page itself.
 */
function breadcrumbs(pathname: string, title: string): Breadcrumb[] {
  const trail = findTrail(pageTree, pathname);
  const crumbs: Breadcrumb[] = [];
  for (const entry of trail.slice(0, -1)) {
    const first = leafPages([entry])[0];
    if (!first || first.pathname === pathname) continue;
    crumbs.push({ name: entry.subheader ?? entry.title ?? '', url: `${env.SITE_URL}${first.pathname}` });
  }
  crumbs.push({ name: title, url: `${env.SITE_URL}${pathname}` });
  return crumbs;
}

export function pageSeo(pathname: string, title: string): PageSeo {
  return {
    canonicalUrl: `${env.SITE_URL}${pathname}`,
    markdownUrl: `${env.SITE_URL}${markdownPathname(pathname)}`,
    breadcrumbs: breadcrumbs(pathname, title),
  };
}
