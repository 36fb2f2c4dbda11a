/**
 * Answers search queries from the index the build wrote. The index is read
 * at the first query and kept; each hit points at its page and nearest
 * heading, with the words that matched marked in its title and snippet.
 */
import fs from 'node:fs';
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  INDEX_OPTIONS,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  QUERY_OPTIONS,
  SEARCH_INDEX_FILE,
  words,
  type HighlightPart,
  type SearchDocument,
  type SearchHit,
  type SearchResponse,
} from './search-engine';
import { generatedPath } from '~/lib/generated-path.server';

/** Characters of context a snippet shows around the first match. */
const SNIPPET_LENGTH = 160;

let index: MiniSearch<SearchDocument> | undefined;

export function loadSearchIndex(file = generatedPath(SEARCH_INDEX_FILE)): MiniSearch<SearchDocument> {
  index ??= MiniSearch.loadJSON<SearchDocument>(fs.readFileSync(file, 'utf8'), INDEX_OPTIONS);
  return index;
}

type StoredResult = SearchResult & Pick<SearchDocument, 'kind' | 'url' | 'group' | 'title' | 'heading' | 'text' | 'anchors'>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` into parts, marking every occurrence of the matched terms (case-insensitive). */
export function highlight(text: string, terms: string[]): HighlightPart[] {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === '') return text ? [{ text }] : [];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) =>
      usable.some((term) => term.toLowerCase() === part.toLowerCase()) ? { text: part, match: true as const } : { text: part },
    );
}

/** A window of the text around its first match, cut at word boundaries. */
function snippetOf(text: string, terms: string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((position) => position >= 0), Infinity);
  const start = Number.isFinite(first) ? Math.max(0, first - SNIPPET_LENGTH / 4) : 0;
  const wordStart = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const end = Math.min(text.length, wordStart + SNIPPET_LENGTH);
  const wordEnd = end === text.length ? end : text.lastIndexOf(' ', end);
  return `${wordStart > 0 ? '…' : ''}${text.slice(wordStart, wordEnd > wordStart ? wordEnd : end)}${wordEnd < text.length ? '…' : ''}`;
}

/**
 * An API hit goes to the prop, slot or class that matched: one named exactly
 * as a word of the query first (`cell` in `MuiDataGrid-cell`), else one the
 * index matched by prefix or typo.
 */
function urlOf(result: StoredResult, queryWords: string[]): string {
  // A search for the component itself opens its page at the top.
  if (result.kind !== 'api' || !result.anchors || compact(result.title) === queryWords.join('')) return result.url;
  const matched = new Set(result.terms.map((term) => term.toLowerCase()));
  const exact = result.anchors.filter((candidate) => queryWords.includes(memberName(candidate)));
  // `MuiDataGrid-cell` names a class, even where a slot is called `cell` too.
  const anchor =
    (queryWords.some((word) => word.startsWith('mui')) ? exact.find((candidate) => candidate.startsWith('css-')) : undefined) ??
    exact[0] ??
    result.anchors.find((candidate) => matched.has(memberName(candidate)));
  return anchor ? `${result.url}#${anchor}` : result.url;
}

/** Letters and digits only, lower-cased: `Data Grid`, `data-grid` and `DataGrid` all become `datagrid`. */
function compact(text: string): string {
  return words(text).join('').toLowerCase();
}

/** The member an API anchor names: `prop-sortModel` → `sortmodel`. */
const memberName = (anchor: string) => anchor.slice(anchor.indexOf('-') + 1).toLowerCase();

/**
 * Ranking beyond word scores: a page or component named exactly what was
 * typed comes first, an API page with a member of exactly that name comes
 * early (guides that mention `sortModel` in every section would otherwise
 * push its entry down the list), and migration guides (which mention every
 * API name once more) yield to the pages that document the current version.
 */
function rankBoost(queryKey: string) {
  return (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
    let boost = 1;
    if (stored?.group === 'Migration') boost *= 0.4;
    if (typeof stored?.title === 'string' && compact(stored.title) === queryKey) boost *= stored.heading ? 2 : 5;
    if (
      stored?.kind === 'api' &&
      Array.isArray(stored.anchors) &&
      stored.anchors.some((anchor) => memberName(String(anchor)) === queryKey)
    ) {
      boost *= 1.15;
    }
    return boost;
  };
}

/** An API hit that opens at a member says which: `prop-sortModel` → "sortModel (prop)". */
function memberHeading(url: string): string {
  const anchor = url.split('#')[1];
  if (!anchor) return '';
  const separator = anchor.indexOf('-');
  return `${anchor.slice(separator + 1)} (${anchor.slice(0, separator)})`;
}

function toHit(result: StoredResult, queryWords: string[]): SearchHit {
  // The words as they stand in the index; the query's own words catch prefixes highlighted in full words.
  const terms = result.terms;
  const url = urlOf(result, queryWords);
  return {
    id: String(result.id),
    kind: result.kind,
    url,
    group: result.group,
    title: highlight(result.title, terms),
    heading: highlight(result.kind === 'api' ? memberHeading(url) : result.heading, terms),
    snippet: highlight(snippetOf(result.text, terms), terms),
  };
}

export function searchDocs(rawQuery: string | null | undefined, searchIndex = loadSearchIndex()): SearchResponse {
  const query = (rawQuery ?? '').trim();
  if (query.length > MAX_QUERY_LENGTH) {
    return { query: query.slice(0, MAX_QUERY_LENGTH), hits: [], message: `Searches are limited to ${MAX_QUERY_LENGTH} characters.` };
  }
  const queryWords = words(query).map((word) => word.toLowerCase());
  if (queryWords.length === 0) return { query, hits: [] };
  const options = { ...QUERY_OPTIONS, boostDocument: rankBoost(compact(query)) };
  let results = searchIndex.search(query, options) as StoredResult[];
  // Every word must match, unless that leaves nothing: then the best partial matches.
  if (results.length === 0) results = searchIndex.search(query, { ...options, combineWith: 'OR' }) as StoredResult[];
  return { query, hits: results.slice(0, MAX_RESULTS).map((result) => toHit(result, queryWords)) };
}
