/**
 * Every page the site serves, in the navigation's order and grouped by its
 * top-level section: what the sitemap, llms.txt and llms-full.txt list.
 * Derived from the page tree (plus the landing page, which sits above it),
 * so a page added to the tree shows up in all three.
 */
import { findApiPageByPathname } from '~/api-docs/api-pages.server';
import { htmlToText } from '~/markdown/html-to-markdown';
import { pages as pageTree } from '~/navigation/pages';
import { leafPages } from '~/navigation/page-tree';
import { getPageSummary, getPageSummaryByPathname } from './pages.server';

export interface SitePage {
  pathname: string;
  title: string;
  summary: string;
  kind: 'docs' | 'api';
}

export interface SiteSection {
  title: string;
  pages: SitePage[];
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return (match?.[0] ?? text).trim();
}

function sitePage(pathname: string): SitePage | null {
  const record = getPageSummaryByPathname(pathname);
  if (record) return { pathname, title: record.title, summary: record.summary, kind: 'docs' };
  const apiPage = findApiPageByPathname(pathname);
  if (apiPage) {
    // Some components' JSDoc says nothing but their demo links, which the reference leaves out.
    const summary = firstSentence(htmlToText(apiPage.descriptionHtml)) || `The props, types and defaults of ${apiPage.name}.`;
    return { pathname, title: `${apiPage.name} API`, summary, kind: 'api' };
  }
  return null;
}

let sections: SiteSection[] | undefined;

export function getSiteSections(): SiteSection[] {
  sections ??= [
    ...(getPageSummary('') ? [{ title: 'MUI X', pages: [sitePage('/x/')].filter((page): page is SitePage => page !== null) }] : []),
    ...pageTree.map((section) => ({
      title: section.subheader ?? section.title ?? '',
      pages: leafPages([section])
        .map((entry) => sitePage(entry.pathname))
        .filter((page): page is SitePage => page !== null),
    })),
  ];
  return sections;
}

export function getSitePages(): SitePage[] {
  return getSiteSections().flatMap((section) => section.pages);
}
