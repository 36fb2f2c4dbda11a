import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiIndex } from '~/.generated/api-index';
import { apiPathname, type ApiGroup, type ApiPage } from '~/api-docs/api-types';
import { apiPageSections } from '~/api-docs/api-sections';
import type { ContentManifest } from '~/content/manifest';

/**
 * Every link from one docs page to another must land on a page that exists:
 * a written page, a generated API page, or one of the site's other routes.
 */
const manifest = JSON.parse(fs.readFileSync(path.resolve('app/.generated/content-manifest.json'), 'utf8')) as ContentManifest;
const pages = new Set(Object.values(manifest.pages).map((page) => page.pathname));
const apiPages = new Set(
  Object.entries(apiIndex).flatMap(([group, entries]) => Object.keys(entries).map((slug) => apiPathname(group as ApiGroup, slug))),
);
const tabPages = new Set(
  Object.values(manifest.pages).flatMap((page) => [
    ...(page.components?.length ? [`${page.pathname}components-api/`] : []),
    ...(page.hooks?.length ? [`${page.pathname}hooks-api/`] : []),
  ]),
);
/** Routes that are not pages of the tree but are real: data and machine-readable endpoints. */
const OTHER_ROUTES = [/^\/x\/data\/employees$/, /^\/playground\/$/];

const LINK = /\]\((\/x\/[^)\s#]*)(#[^)\s]*)?\)|href=["'](\/x\/[^"'#]*)(#[^"']*)?["']/g;

function linksIn(directory: string) {
  const found: { file: string; target: string; anchor?: string }[] = [];
  for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(mdx|tsx)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(LINK)) {
      const anchor = (match[2] ?? match[4])?.slice(1);
      found.push({ file: path.relative(process.cwd(), file), target: match[1] ?? match[3] ?? '', ...(anchor ? { anchor } : {}) });
    }
  }
  return found;
}

/** The ids a link may aim at on a page: its headings (a demo's, its name, is not in the summary). */
const headingsByPage = new Map(Object.values(manifest.pages).map((page) => [page.pathname, new Set(page.toc.map((entry) => entry.id))]));
const isDemoName = (anchor: string) => /^[A-Z]/.test(anchor);

/** An API page's ids: its sections, and one per prop, slot and class. */
function apiAnchors(target: string): Set<string> | undefined {
  const match = /^\/x\/api\/([^/]+)\/([^/]+)\/$/.exec(target);
  if (!match) return undefined;
  const apiPage = JSON.parse(fs.readFileSync(path.resolve('app/.generated/api-pages', match[1]!, `${match[2]}.json`), 'utf8')) as ApiPage;
  return new Set([
    ...apiPageSections(apiPage).map((section) => section.id),
    ...apiPage.props.map((prop) => `prop-${prop.name}`),
    ...apiPage.slots.map((slot) => `slot-${slot.name}`),
    ...apiPage.cssClasses.map((entry) => `css-${entry.key}`),
  ]);
}

describe('internal links', () => {
  const links = linksIn(path.resolve('content'));

  it('are found in the content', () => {
    expect(links.length).toBeGreaterThan(100);
  });

  it('all point at pages that exist', () => {
    const broken = links.filter(
      ({ target }) =>
        !pages.has(target) && !apiPages.has(target) && !tabPages.has(target) && !OTHER_ROUTES.some((route) => route.test(target)),
    );
    expect(broken.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('aim at a heading, a demo or an API entry that the page has', () => {
    const missing = links.filter(({ target, anchor }) => {
      if (!anchor || isDemoName(anchor)) return false;
      const anchors = headingsByPage.get(target) ?? (apiPages.has(target) ? apiAnchors(target) : undefined);
      return anchors !== undefined && !anchors.has(anchor);
    });
    expect(missing.map(({ file, target, anchor }) => `${file} → ${target}#${anchor}`)).toEqual([]);
  });
});

describe('links on the generated API pages', () => {
  const apiDir = path.resolve('app/.generated/api-pages');
  const files = fs
    .readdirSync(apiDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  const texts = files.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file: path.relative(process.cwd(), file), text: fs.readFileSync(file, 'utf8') };
  });

  it('are checked on every page', () => {
    expect(texts.length).toBe(apiPages.size);
  });

  it('all resolve when they stay on this site', () => {
    const broken = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/href=\\"(\/[^"\\#]*)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !pages.has(target) && !apiPages.has(target) && !tabPages.has(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("never show the declarations' [[TypeName]] syntax", () => {
    const literal = texts.flatMap(({ file, text }) => (text.match(/\[\[[^\]]*\]\]/g) ?? []).map((found) => `${file}: ${found}`));
    expect(literal).toEqual([]);
  });
});
