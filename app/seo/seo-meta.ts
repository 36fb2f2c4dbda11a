/** The head tags of a docs or API page: title, description, canonical link, social cards and breadcrumb data. */
import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';

export interface Breadcrumb {
  name: string;
  url: string;
}

export interface PageSeo {
  canonicalUrl: string;
  markdownUrl: string;
  breadcrumbs: Breadcrumb[];
}

const SITE_NAME = 'MUI X';

export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/**
 * The head of an error page: a title that says what happened, kept out of
 * search engines. The docs layout's boundary and the root's (outside the docs:
 * the playground) both use it.
 */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: documentTitle(notFound ? 'Page not found' : 'Something went wrong') }, { name: 'robots', content: 'noindex' }];
}

export function seoMeta({ title, description, seo }: { title: string; description: string; seo: PageSeo }): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    { tagName: 'link', rel: 'alternate', type: 'text/markdown', href: seo.markdownUrl },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.canonicalUrl },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: seo.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    },
  ];
}
