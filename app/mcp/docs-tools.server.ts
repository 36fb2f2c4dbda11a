/**
 * What the MCP tools answer, as plain functions over the build's artefacts:
 * the search index, each page's Markdown, the generated API and the page tree.
 * The MCP wiring (mcp-server.server.ts) only validates input and wraps these.
 * Bad input throws a DocsToolInputError whose message tells the assistant what
 * to send instead.
 */
import { apiPageNames, findApiPage } from '~/api-docs/api-pages.server';
import { resolveDocsPath } from '~/content/content-path';
import { getPageRecord, getPageSummaryByPathname } from '~/content/pages.server';
import { getProductInfoFromUrl } from '~/content/product';
import { getSiteSections } from '~/content/site-pages.server';
import { planLabel } from '~/domain/plans';
import { env } from '~/lib/env.server';
import { demoMarkdown, apiPageMarkdown } from '~/markdown/page-markdown.server';
import { pageMarkdown } from '~/markdown/markdown-response.server';
import type { CodeVariant } from '~/content/manifest';
import { searchDocs } from '~/search/search.server';
import { plainTextOf as text } from '~/search/search-engine';
import { DOCUMENTED_VERSION } from '~/versions/versions';

export const DOCS_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;
export type DocsProduct = (typeof DOCS_PRODUCTS)[number];

/** The line every answer starts with: assistants must know which version the text describes. */
export const VERSION_LINE = `MUI X ${DOCUMENTED_VERSION} documentation (every @mui/x-* package at ${DOCUMENTED_VERSION}).`;

/** Search results an answer lists at most. */
const MAX_SEARCH_RESULTS = 10;
/** API names suggested for an unknown one. */
const MAX_SUGGESTIONS = 5;

export class DocsToolInputError extends Error {}

function productOf(pathname: string): DocsProduct | null {
  const { productId } = getProductInfoFromUrl(pathname);
  return productId ? (productId.slice('x-'.length) as DocsProduct) : null;
}

/**
 * A page path as assistants write it: `/x/react-data-grid/sorting/`,
 * `react-data-grid/sorting`, its `.md` URL, or a full URL on this site.
 * Anything that does not land under /x/ on this site is refused.
 */
export function normalizePagePath(input: string): string {
  let pathname = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch {
      throw new DocsToolInputError(`"${input.slice(0, 100)}" is not a URL or a path of this site.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new DocsToolInputError(
        `Only this site's pages can be read (${env.SITE_URL}): give a path such as /x/react-data-grid/sorting/.`,
      );
    }
    if (url.origin !== new URL(env.SITE_URL).origin) {
      throw new DocsToolInputError(`${url.origin} is not this site (${env.SITE_URL}): give a path such as /x/react-data-grid/sorting/.`);
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/\.md$/, '').replace(/\/index$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (!pathname.startsWith('/x/') && pathname !== '/x') pathname = `/x${pathname}`;
  if (!pathname.endsWith('/')) pathname = `${pathname}/`;
  const resolution = resolveDocsPath(pathname);
  if (resolution.kind === 'not-found') {
    throw new DocsToolInputError(`"${input.slice(0, 100)}" is not a page path of this site: use list_pages to see them.`);
  }
  return resolution.kind === 'redirect' ? resolution.location : pathname;
}

function preferencesOf(variant: CodeVariant) {
  return { codeVariant: variant, codeStyling: 'system' as const };
}

export function searchDocsAnswer(query: string, product?: DocsProduct): string {
  const response = searchDocs(query);
  if (response.message) throw new DocsToolInputError(response.message);
  const hits = response.hits.filter((hit) => !product || productOf(hit.url) === product).slice(0, MAX_SEARCH_RESULTS);
  if (hits.length === 0) return `${VERSION_LINE}\n\nNo results for "${response.query}"${product ? ` in ${product}` : ''}.`;
  const lines = hits.map((hit, index) => {
    const heading = text(hit.heading);
    const title = heading ? `${text(hit.title)} › ${heading}` : text(hit.title);
    const hitProduct = productOf(hit.url);
    return [
      `${index + 1}. **${title}**`,
      `   URL: ${env.SITE_URL}${hit.url}`,
      `   Product: ${hitProduct ?? 'MUI X'}`,
      `   ${text(hit.snippet).replace(/\s+/g, ' ').trim()}`,
    ].join('\n');
  });
  return `${VERSION_LINE}\n\nResults for "${response.query}":\n\n${lines.join('\n\n')}`;
}

export function getPageAnswer(path: string, variant: CodeVariant = 'TS'): string {
  const pathname = normalizePagePath(path);
  const markdown = pageMarkdown(pathname, preferencesOf(variant));
  if (markdown === null) throw new DocsToolInputError(`No page at ${pathname}: use list_pages or search_docs to find one.`);
  return `${VERSION_LINE}\n\n${markdown}`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Names close to the one asked for: containing it, or a few edits away, closest first. */
export function suggestApiNames(name: string, names = apiPageNames()): string[] {
  const wanted = name.toLowerCase();
  return names
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const distance = lower.includes(wanted) ? 0 : editDistance(wanted, lower);
      return { candidate, distance };
    })
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.candidate.length - b.candidate.length)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ candidate }) => candidate);
}

/** A component's or hook's API page as Markdown; null with suggestions when the name is unknown. */
export function getApiAnswer(name: string): { found: true; text: string } | { found: false; text: string } {
  const exact = findApiPage(name) ?? findApiPage(apiPageNames().find((candidate) => candidate.toLowerCase() === name.toLowerCase()) ?? '');
  if (exact) return { found: true, text: `${VERSION_LINE}\n\n${apiPageMarkdown(exact, env.SITE_URL)}` };
  const suggestions = suggestApiNames(name);
  const hint = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : ' Use search_docs to find the component.';
  return { found: false, text: `${VERSION_LINE}\n\nNo component or hook named "${name.slice(0, 100)}" has an API page.${hint}` };
}

function flags(pathname: string): string {
  const summary = getPageSummaryByPathname(pathname);
  if (!summary) return '';
  const marks = [
    summary.plan ? planLabel(summary.plan) : null,
    summary.newFeature ? 'new' : null,
    summary.planned ? 'planned' : null,
    summary.unstable ? 'unstable' : null,
  ].filter(Boolean);
  return marks.length ? ` (${marks.join(', ')})` : '';
}

export function listPagesAnswer(product?: DocsProduct): string {
  const sections = getSiteSections()
    .map((section) => ({
      title: section.title,
      pages: section.pages.filter((page) => !product || productOf(page.pathname) === product),
    }))
    .filter((section) => section.pages.length > 0);
  const body = sections
    .map(
      (section) =>
        `## ${section.title}\n\n${section.pages
          .map(
            (page) => `- [${page.title}](${env.SITE_URL}${page.pathname})${flags(page.pathname)}${page.summary ? `: ${page.summary}` : ''}`,
          )
          .join('\n')}`,
    )
    .join('\n\n');
  return `${VERSION_LINE}\n\n${body}`;
}

export function getDemoAnswer(path: string, name: string, variant: CodeVariant = 'TS'): string {
  const pathname = normalizePagePath(path);
  const resolution = resolveDocsPath(pathname);
  const record = resolution.kind === 'page' ? getPageRecord(resolution.key) : null;
  if (!record) throw new DocsToolInputError(`No docs page at ${pathname}: demos live on docs pages (list_pages lists them).`);
  const demo = record.demos.find((entry) => entry.name === name);
  if (!demo) {
    const names = record.demos.map((entry) => entry.name);
    throw new DocsToolInputError(
      names.length ? `${pathname} has no demo named "${name.slice(0, 100)}". Its demos: ${names.join(', ')}.` : `${pathname} has no demos.`,
    );
  }
  const packages = Object.entries(demo.stylings.system.dependencies).map(([pkg, version]) => `${pkg}@${version}`);
  return [
    VERSION_LINE,
    `## ${demo.name} (${env.SITE_URL}${pathname})`,
    demoMarkdown(demo, preferencesOf(variant)),
    `### Packages\n\n${packages.map((pkg) => `- ${pkg}`).join('\n')}\n\n\`\`\`bash\nnpm install ${packages.join(' ')}\n\`\`\``,
  ].join('\n\n');
}
