/**
 * `/llms.txt` and `/llms-full.txt` (https://llmstxt.org/): the index an AI
 * assistant starts from, and the whole site in one Markdown file. Both come
 * from the same page list as the sitemap and the same Markdown as the
 * per-page `.md` URLs.
 */
import { findApiPageByPathname } from '~/api-docs/api-pages.server';
import { getPageRecord, getPageSummaryByPathname } from '~/content/pages.server';
import { getSiteSections } from '~/content/site-pages.server';
import { DOCUMENTED_VERSION } from '~/versions/versions';
import type { CodePreferences } from '~/preferences/code-preferences';
import { markdownPathname } from './markdown-path';
import { apiPageMarkdown, docsPageMarkdown } from './page-markdown.server';

const SITE_SUMMARY = `Documentation of MUI X ${DOCUMENTED_VERSION}: the Data Grid, the Date and Time Pickers, Charts and the Tree View for React, in Community (MIT), Pro and Premium plans. Every page is also available as Markdown at its URL with \`.md\` in place of the trailing slash.`;

export function llmsIndex(siteUrl: string): string {
  const lines = [`# MUI X ${DOCUMENTED_VERSION}`, '', `> ${SITE_SUMMARY}`, ''];
  for (const section of getSiteSections()) {
    for (const [heading, pages] of [
      [section.title, section.pages.filter((page) => page.kind === 'docs')],
      [`${section.title}: API reference`, section.pages.filter((page) => page.kind === 'api')],
    ] as const) {
      if (pages.length === 0) continue;
      lines.push(`## ${heading}`, '');
      for (const page of pages) {
        const summary = page.summary ? `: ${page.summary.replace(/\s+/g, ' ')}` : '';
        lines.push(`- [${page.title}](${siteUrl}${markdownPathname(page.pathname)})${summary}`);
      }
      lines.push('');
    }
  }
  lines.push('## Optional', '', `- [All pages in one file](${siteUrl}/llms-full.txt): every page above, as Markdown, in this order`, '');
  return lines.join('\n');
}

/** Built once per code variant and styling (at most six), since the whole site's Markdown takes a while to assemble. */
const fullTextCache = new Map<string, string>();

/** The whole site, one page after another, each headed by the URL it came from. */
export function llmsFull(siteUrl: string, preferences: CodePreferences): string {
  const key = `${siteUrl} ${preferences.codeVariant} ${preferences.codeStyling}`;
  let text = fullTextCache.get(key);
  if (text === undefined) {
    text = assembleFullText(siteUrl, preferences);
    fullTextCache.set(key, text);
  }
  return text;
}

function assembleFullText(siteUrl: string, preferences: CodePreferences): string {
  const parts = [`# MUI X ${DOCUMENTED_VERSION}: the complete documentation\n\n> ${SITE_SUMMARY}\n`];
  for (const section of getSiteSections()) {
    for (const page of section.pages) {
      const summary = page.kind === 'docs' ? getPageSummaryByPathname(page.pathname) : null;
      const record = summary ? getPageRecord(summary.key) : null;
      const apiPage = page.kind === 'api' ? findApiPageByPathname(page.pathname) : null;
      const markdown = record ? docsPageMarkdown(record, preferences, siteUrl) : apiPage ? apiPageMarkdown(apiPage, siteUrl) : null;
      if (markdown) parts.push(`<!-- Source: ${siteUrl}${page.pathname} -->\n\n${markdown.trim()}\n`);
    }
  }
  return parts.join('\n---\n\n');
}
