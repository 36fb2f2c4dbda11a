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
 * The trail to a page: its section (Data Grid, Charts…), linked to the
 * section's first page, its overview; then the page itself. The groups in
 * between ("Main features", "API reference", "Premium") have no page of their
 * own, and a crumb must name the page it links to: they are left out.
 */
function breadcrumbs(pathname: string, title: string): Breadcrumb[] {
  const [section] = findTrail(pageTree, pathname);
  const overview = section ? leafPages([section])[0] : undefined;
  const crumbs: Breadcrumb[] = [];
  if (section && overview && overview.pathname !== pathname) {
    crumbs.push({ name: section.subheader ?? section.title ?? '', url: `${env.SITE_URL}${overview.pathname}` });
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
