/**
 * Answers search queries from the index the build wrote. The index is read
 * at the first query and kept; each hit points at its page and nearest
 * heading, with the words that matched marked in its title and snippet.
 */
import fs from 'node:fs';
import MiniSearch, { type QueryCombination, type SearchOptions, type SearchResult } from 'minisearch';
import {
  INDEX_OPTIONS,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  QUERY_OPTIONS,
  SEARCH_INDEX_FILE,
  buildQuery,
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

type StoredResult = SearchResult & Pick<SearchDocument, 'kind' | 'url' | 'group' | 'title' | 'owner' | 'member' | 'heading' | 'text'>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` into parts, marking every occurrence of the matched terms
 * (case-insensitive) to the end of its word: a term may be a stem or a
 * prefix (`resiz`), and the reader should see `resizing` marked, not `resiz`.
 */
export function highlight(text: string, terms: string[]): HighlightPart[] {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === '') return text ? [{ text }] : [];
  const alternatives = usable.map(escapeRegExp).join('|');
  const whole = new RegExp(`^(?:${alternatives})[\\p{L}\\p{N}_$]*$`, 'iu');
  return text
    .split(new RegExp(`((?:${alternatives})[\\p{L}\\p{N}_$]*)`, 'giu'))
    .filter((part) => part !== '')
    .map((part) => (whole.test(part) ? { text: part, match: true as const } : { text: part }));
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

/** Letters and digits only, lower-cased: `Data Grid`, `data-grid` and `DataGrid` all become `datagrid`. */
function compact(text: string): string {
  return words(text).join('').toLowerCase();
}

/** Words that say the reader is looking for an upgrade guide, not for the current API. */
const MIGRATION_WORD = /^(v\d+|migrat\w*|upgrad\w*|breaking)$/;

/** Migration guides repeat every API name in their headings; unless asked for, they come after current docs. */
const MIGRATION_PENALTY = 0.1;

/**
 * Ranking beyond word scores: a page, component or member named exactly what
 * was typed comes first, and migration guides yield to the pages that
 * document the current version unless the query asks about upgrading.
 */
function rankBoost(queryKey: string, queryWords: string[]) {
  const migrationPenalty = queryWords.some((word) => MIGRATION_WORD.test(word)) ? 1 : MIGRATION_PENALTY;
  return (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
    let boost = 1;
    if (stored?.group === 'Migration') boost *= migrationPenalty;
    if (typeof stored?.title === 'string' && compact(stored.title) === queryKey) boost *= stored.heading ? 2 : 5;
    if (typeof stored?.member === 'string' && stored.member.split(' ').some((name) => compact(name) === queryKey)) boost *= 2;
    return boost;
  };
}

/**
 * The product's name may complete a query (`horizontal bar chart`), not make
 * the whole match: `date picker` would otherwise list every document of the
 * Date and Time Pickers.
 */
function matchesBeyondGroup(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.some((field) => field !== 'group'));
}

/** Score kept by the n-th hit under a label already shown above it: 1, 1/2, 1/4… */
const REPEAT_DECAY = 0.5;

/**
 * The same section heading (`apiRef`, `API`) or member name on many pages
 * scores the same on each and would fill the list in index order; each
 * repeat of a label scores half the one before, so other pages get a place.
 */
function diversify(results: StoredResult[]): StoredResult[] {
  const seen = new Map<string, number>();
  const rescored = results.map((result) => {
    const label = compact(result.member ?? result.heading);
    if (label === '') return result;
    const repeats = seen.get(label) ?? 0;
    seen.set(label, repeats + 1);
    return repeats === 0 ? result : { ...result, score: result.score * REPEAT_DECAY ** repeats };
  });
  return rescored.sort((a, b) => b.score - a.score);
}

/** An API hit that opens at a member says which: `prop-sortModel` → "sortModel (prop)". */
function memberHeading(url: string): string {
  const anchor = url.split('#')[1];
  if (!anchor) return '';
  const separator = anchor.indexOf('-');
  return `${anchor.slice(separator + 1)} (${anchor.slice(0, separator)})`;
}

function toHit(result: StoredResult): SearchHit {
  // The words as they stand in the index.
  const terms = result.terms;
  return {
    id: String(result.id),
    kind: result.kind,
    url: result.url,
    group: result.group,
    title: highlight(result.owner ?? result.title, terms),
    heading: highlight(result.kind === 'api' ? memberHeading(result.url) : result.heading, terms),
    snippet: highlight(snippetOf(result.text, terms), terms),
  };
}

export function searchDocs(rawQuery: string | null | undefined, searchIndex = loadSearchIndex(), { start = 0 } = {}): SearchResponse {
  const query = (rawQuery ?? '').trim();
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      query: query.slice(0, MAX_QUERY_LENGTH),
      hits: [],
      total: 0,
      message: `Searches are limited to ${MAX_QUERY_LENGTH} characters.`,
    };
  }
  const queryWords = words(query).map((word) => word.toLowerCase());
  if (queryWords.length === 0) return { query, hits: [], total: 0 };
  const results = diversify(
    findMatches(searchIndex, queryWords, {
      ...QUERY_OPTIONS,
      boostDocument: rankBoost(compact(query), queryWords),
      filter: matchesBeyondGroup,
    }),
  );
  // Past the last match, the last page of them.
  const first = Math.min(start, Math.max(0, Math.ceil(results.length / MAX_RESULTS) - 1) * MAX_RESULTS);
  return {
    query,
    hits: results.slice(first, first + MAX_RESULTS).map(toHit),
    total: results.length,
    ...(first > 0 ? { start: first } : {}),
  };
}

/**
 * Every word must match, unless that leaves nothing: then the best partial
 * matches, and if even that finds nothing, the words with one typo each
 * (`pivt`, `grup`: too short for the fuzziness longer words always get).
 */
function findMatches(searchIndex: MiniSearch<SearchDocument>, queryWords: string[], options: SearchOptions): StoredResult[] {
  const all = buildQuery(queryWords);
  if (all.queries.length === 0) return []; // Only stop words.
  const search = (query: QueryCombination) => searchIndex.search(query, options) as StoredResult[];
  let results = search(all);
  if (results.length === 0) results = search({ ...all, combineWith: 'OR' });
  if (results.length === 0) results = search({ ...buildQuery(queryWords, { typoTolerant: true }), combineWith: 'OR' });
  return results;
}
