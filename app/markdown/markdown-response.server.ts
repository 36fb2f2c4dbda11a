/**
 * Pages as Markdown, decided before Remix is asked: the server calls this for
 * every GET (through the server build's entry module, see server/entry-responders.ts)
 * and sends what it returns; null means "not Markdown, render the page". One
 * function per page kind: a docs page, an API tab, an API page.
 */
import { findApiPageByPathname } from '~/api-docs/api-pages.server';
import { apiTab } from '~/api-docs/api-tabs.server';
import { apiPathname } from '~/api-docs/api-types';
import { resolveDocsPath } from '~/content/content-path';
import { getPageRecord } from '~/content/pages.server';
import { DOCUMENT_VARY, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';
import type { CodePreferences } from '~/preferences/code-preferences';
import type { PageVariant } from '~/preferences/page-variant';
import { MARKDOWN_CONTENT_TYPE, MARKDOWN_NOT_FOUND } from './markdown-document';
import { pagePathnameFromMarkdown } from './markdown-path';
import { apiPageMarkdown, docsPageMarkdown } from './page-markdown.server';

function docsMarkdown(pathname: string, variant: CodePreferences): string | null {
  const resolution = resolveDocsPath(pathname);
  if (resolution.kind !== 'page') return null;
  const record = getPageRecord(resolution.key);
  if (record) return docsPageMarkdown(record, variant, env.SITE_URL);
  const tab = apiTab(resolution.key);
  return tab ? tab.apiPages.map((apiPage) => apiPageMarkdown(apiPage, env.SITE_URL)).join('\n---\n\n') : null;
}

function apiMarkdown(pathname: string): string | null {
  const page = findApiPageByPathname(pathname);
  // Only at the page's canonical path: any other spelling is Remix's to redirect.
  return page && apiPathname(page.group, page.slug) === pathname ? apiPageMarkdown(page, env.SITE_URL) : null;
}

/** The Markdown of the page at a canonical pathname (docs page, API tab or API page), or null. */
export function pageMarkdown(pathname: string, preferences: CodePreferences): string | null {
  return pathname.startsWith('/x/api/') ? apiMarkdown(pathname) : docsMarkdown(pathname, preferences);
}

/**
 * A `.md` URL always answers Markdown (404 Markdown when it names no page); a
 * page URL answers Markdown when the request's Accept prefers it. Anything
 * else, and a page URL that is no page, is left to Remix.
 */
export function markdownResponse(request: Request, variant: PageVariant): Response | null {
  const { pathname } = new URL(request.url);
  const target = pagePathnameFromMarkdown(pathname);
  if (!target && variant.representation !== 'markdown') return null;
  const pagePath = target ?? pathname;
  const markdown = pageMarkdown(pagePath, variant);
  // A page URL negotiated to Markdown depends on Accept too; its `.md` twin only on the code cookies.
  const headers = { Vary: target ? 'Cookie' : DOCUMENT_VARY };
  if (markdown !== null) return textResponse(request, markdown, MARKDOWN_CONTENT_TYPE, headers);
  if (!target) return null;
  const notFound = textResponse(request, MARKDOWN_NOT_FOUND, MARKDOWN_CONTENT_TYPE, {
    ...headers,
    'Cache-Control': NO_STORE_CACHE_CONTROL,
  });
  return new Response(notFound.body, { status: 404, headers: notFound.headers });
}
