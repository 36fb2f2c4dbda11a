/**
 * How the search index is built and queried, in one module: the build
 * (scripts/search) and the server (search.server.ts) must tokenise the same
 * way, or queries would miss what the index holds.
 *
 * Identifiers are indexed whole and split at their humps, so `sortModel`,
 * `sort model` and `sortmodel` all land on the same words; titles and
 * headings also index each pair of adjacent words joined, so `datagrid`
 * finds "Data Grid". Queries are not split: `DataGrid` is one word, and
 * fuzzy matching forgives a typo or two in longer words (`checkbxSelection`).
 */
import type { Options, SearchOptions } from 'minisearch';

export type SearchDocumentKind = 'page' | 'api';

/** One entry of the index: a section of a docs page, or an API page. */
export interface SearchDocument {
  id: string;
  kind: SearchDocumentKind;
  /** The page's pathname plus the nearest heading's anchor. */
  url: string;
  /** The group results show under: the product, or Introduction / Migration. */
  group: string;
  title: string;
  /** The section's heading; empty for the text before the first heading and for API pages. */
  heading: string;
  text: string;
  /** Demo names, code identifiers, and an API page's props, slots and CSS classes. */
  keywords: string;
  /** API pages: names that have an anchor of their own, as `prop-sortModel`, `slot-toolbar`, `css-root`. */
  anchors?: string[];
}

/** Written by the build into app/.generated/, read by the server. */
export const SEARCH_INDEX_FILE = 'search-index.json';

export const SEARCH_FIELDS = ['title', 'heading', 'keywords', 'text'] as const;
export const STORED_FIELDS = ['kind', 'url', 'group', 'title', 'heading', 'text', 'anchors'] as const;

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'this',
  'that',
  'to',
  'with',
]);

const WORD = /[\p{L}\p{N}_$]+/gu;
const HUMPS = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_+/;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function indexTokens(text: string, fieldName?: string): string[] {
  const found = words(text);
  const tokens: string[] = [];
  for (const word of found) {
    tokens.push(word);
    const parts = word.split(HUMPS).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  if (fieldName === 'title' || fieldName === 'heading') {
    found.slice(1).forEach((word, index) => tokens.push(`${found[index]}${word}`));
  }
  return tokens;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize: indexTokens,
  processTerm,
};

export const QUERY_OPTIONS: SearchOptions = {
  tokenize: words,
  processTerm,
  boost: { title: 4, heading: 2.5, keywords: 2, text: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 3,
  combineWith: 'AND',
};

/** A query longer than this is not a search: answered with a message, never parsed. */
export const MAX_QUERY_LENGTH = 200;
/** Results one query returns. */
export const MAX_RESULTS = 20;

/** A piece of a result's text, marked when it matched the query. */
export interface HighlightPart {
  text: string;
  match?: true;
}

export interface SearchHit {
  id: string;
  kind: SearchDocumentKind;
  url: string;
  group: string;
  title: HighlightPart[];
  heading: HighlightPart[];
  snippet: HighlightPart[];
}

export interface SearchResponse {
  query: string;
  hits: SearchHit[];
  /** Set when the query could not be run as given (too long): shown instead of results. */
  message?: string;
}

/** Hits grouped in the order their best hit ranks, as the dialog and the results page show them. */
export function groupHits(hits: SearchHit[]): { group: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.group) ?? [];
    list.push(hit);
    groups.set(hit.group, list);
  }
  return [...groups].map(([group, groupHitsList]) => ({ group, hits: groupHitsList }));
}

export function plainTextOf(parts: HighlightPart[]): string {
  return parts.map((part) => part.text).join('');
}
