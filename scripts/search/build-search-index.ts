/**
 * Builds the search index once, at build time, from every docs page (one
 * document per section, pointing at its heading) and every API page (one
 * document for the page, one for each prop, slot and CSS class). The
 * server loads the serialised index at its first query; no request indexes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import type { PageRecord, SearchSection } from '../../app/content/manifest';
import { apiPathname, API_GROUPS, type ApiIndex, type ApiPage } from '../../app/api-docs/api-types';
import { anchoredParameters, parameterAnchor } from '../../app/api-docs/api-sections';
import { htmlToText } from '../../app/markdown/html-to-markdown';
import { pages as pageTree } from '../../app/navigation/pages';
import { findTrail } from '../../app/navigation/page-tree';
import { INDEX_OPTIONS, SEARCH_INDEX_FILE, type SearchDocument } from '../../app/search/search-engine';

/** The top-level section a page sits in ("Data Grid", "Migration"); the landing page has none. */
function groupOf(pathname: string): string {
  const [section] = findTrail(pageTree, pathname);
  return section?.subheader ?? section?.title ?? 'MUI X';
}

function pageDocuments(record: PageRecord, sections: SearchSection[]): SearchDocument[] {
  const group = groupOf(record.pathname);
  return sections.map((section) => ({
    id: section.anchor ? `${record.pathname}#${section.anchor}` : record.pathname,
    kind: 'page',
    url: section.anchor ? `${record.pathname}#${section.anchor}` : record.pathname,
    group,
    title: record.title,
    heading: section.anchor ? section.heading : '',
    text: section.text,
    keywords: section.keywords.join(' '),
  }));
}

/**
 * An API page as one document for the page (its name and description) and
 * one per prop, slot, CSS class and parameter. Members used to be keywords
 * of the page's document: 663 names on DataGrid, so an exact prop scored
 * next to nothing and a plain word like `column` matched forty of them.
 */
function apiDocuments(page: ApiPage): SearchDocument[] {
  const pathname = apiPathname(page.group, page.slug);
  const group = groupOf(pathname);
  const members = [
    ...page.props.map((prop) => ({ anchor: `prop-${prop.name}`, names: [prop.name] })),
    ...page.slots.map((slot) => ({ anchor: `slot-${slot.name}`, names: [slot.name] })),
    ...page.cssClasses.map((cssClass) => ({ anchor: `css-${cssClass.key}`, names: [cssClass.key, cssClass.className] })),
    ...[...anchoredParameters(page)].map((parameter) => ({ anchor: parameterAnchor(parameter.name), names: [parameter.name] })),
  ];
  const pageDocument: SearchDocument = {
    id: pathname,
    kind: 'api',
    url: pathname,
    group,
    title: page.name,
    heading: '',
    text: htmlToText(page.descriptionHtml),
    keywords: '',
  };
  return [
    pageDocument,
    ...members.map(({ anchor, names }) => ({
      id: `${pathname}#${anchor}`,
      kind: 'api' as const,
      url: `${pathname}#${anchor}`,
      group,
      title: '',
      owner: page.name,
      member: names.join(' '),
      heading: '',
      text: '',
      keywords: '',
    })),
  ];
}

async function readApiPages(generatedDir: string): Promise<ApiPage[]> {
  const indexFile = path.join(generatedDir, 'api-index.ts');
  try {
    await fs.access(indexFile);
  } catch {
    return []; // Content fixtures in tests have no API reference.
  }
  const { apiIndex } = (await import(pathToFileURL(indexFile).href)) as { apiIndex: ApiIndex };
  const pages: ApiPage[] = [];
  for (const group of API_GROUPS) {
    for (const slug of Object.keys(apiIndex[group])) {
      pages.push(JSON.parse(await fs.readFile(path.join(generatedDir, 'api-pages', group, `${slug}.json`), 'utf8')) as ApiPage);
    }
  }
  return pages;
}

export async function buildSearchIndex(
  generatedDir: string,
  records: Record<string, PageRecord>,
  sections: Record<string, SearchSection[]>,
): Promise<{ documents: number; bytes: number }> {
  const documents = [
    ...Object.values(records).flatMap((record) => pageDocuments(record, sections[record.key] ?? [])),
    ...(await readApiPages(generatedDir)).flatMap(apiDocuments),
  ];
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const serialised = JSON.stringify(index);
  await fs.writeFile(path.join(generatedDir, SEARCH_INDEX_FILE), serialised);
  return { documents: documents.length, bytes: Buffer.byteLength(serialised) };
}
