import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { apiPageMarkdown } from '~/markdown/page-markdown.server';
import { apiPageSections, signatureText } from './api-sections';
import type { ApiPage } from './api-types';
import { ApiPageView } from './ApiPageView';

// Remix's Link needs a running Remix app; here a plain link shows the same headings.
vi.mock('@remix-run/react', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => createElement('a', { href: to }, children),
}));

const read = (group: string, slug: string) =>
  JSON.parse(fs.readFileSync(path.resolve('app/.generated/api-pages', group, `${slug}.json`), 'utf8')) as ApiPage;

/** Pages of every shape: a component with slots and classes, a hook, a type. */
const PAGES = [
  read('data-grid', 'data-grid'),
  read('data-grid', 'use-grid-api-ref'),
  read('data-grid', 'grid-col-def'),
  read('charts', 'bar-chart'),
  read('charts', 'use-bar-series'),
];

function viewHeadings(page: ApiPage): string[] {
  const html = renderToStaticMarkup(createElement(ApiPageView, { page, links: {} }));
  return [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((match) => match[1] ?? '');
}

describe('an API page has one list of sections', () => {
  for (const page of PAGES) {
    it(`${page.name}: the view and the Markdown show exactly the sections of the list`, () => {
      const titles = apiPageSections(page).map((section) => section.title);
      expect(titles[0]).toBe('Import');
      expect(viewHeadings(page)).toEqual(titles);
      expect([...apiPageMarkdown(page, 'https://docs.example.com').matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(titles);
    });
  }
});

describe('an overloaded hook', () => {
  const page = read('data-grid', 'use-grid-selector');

  it('shows each call it accepts, in the view and the Markdown', () => {
    const html = renderToStaticMarkup(createElement(ApiPageView, { page, links: {} }));
    const markdown = apiPageMarkdown(page, 'https://docs.example.com');
    for (const signature of page.signatures) {
      const call = signatureText(page.name, signature);
      expect(html).toContain(call.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      expect(markdown).toContain(call);
    }
  });

  it('gives each element id once', () => {
    const html = renderToStaticMarkup(createElement(ApiPageView, { page, links: {} }));
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain('parameter-apiRef');
    expect(ids.length).toBe(new Set(ids).size);
  });
});
