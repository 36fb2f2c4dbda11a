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
 *
 * Words are also indexed under a light stem (`resizing` → `resiz`), so
 * `resize`, `migrate` and `install` meet `resizing`, `migration` and
 * `installation`. API members (props, slots, CSS classes) are documents of
 * their own, each short, so an exact name scores like a heading and a plain
 * word cannot add up the dozens of member names an API page lists.
 */
import type { Options, Query, QueryCombination, SearchOptions } from 'minisearch';

export type SearchDocumentKind = 'page' | 'api';

/** One entry of the index: a section of a docs page, or an API page. */
export interface SearchDocument {
  id: string;
  kind: SearchDocumentKind;
  /** The page's pathname plus the nearest heading's anchor. */
  url: string;
  /** The group results show under: the product, or Introduction / Migration. */
  group: string;
  /** Empty for an API member: its owner's name would make every member match a search for the component. */
  title: string;
  /** API members: the component, hook or interface they belong to, shown as the hit's title. */
  owner?: string;
  /** API members: the member's name (a CSS class: its key and class name), searched whole and by humps. */
  member?: string;
  /** The section's heading; empty for the text before the first heading and for API pages. */
  heading: string;
  text: string;
  /** Demo names and code identifiers. */
  keywords: string;
}

/** Written by the build into app/.generated/, read by the server. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** `member` holds a member's whole names, `memberParts` (read from the same property) their humps. */
/**
 * `group` (Charts, Data Grid…) counts for little, but lets a query name the product it
 * means: `horizontal bar chart` finds the Bars page's "Horizontal bars", which never
 * says "chart", where every word must match.
 */
export const SEARCH_FIELDS = ['title', 'heading', 'keywords', 'text', 'member', 'memberParts', 'group'] as const;
export const STORED_FIELDS = ['kind', 'url', 'group', 'title', 'owner', 'member', 'heading', 'text'] as const;

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

function humpsOf(word: string): string[] {
  return word.split(HUMPS).filter(Boolean);
}

/** Each pair of neighbours joined: `Data Grid Pro` → `DataGrid`, `GridPro`. */
function adjacentPairs(parts: string[]): string[] {
  return parts.slice(1).map((part, index) => `${parts[index]}${part}`);
}

export function indexTokens(text: string, fieldName?: string): string[] {
  const found = words(text);
  // A member is found by its whole name; its humps go to `memberParts`, which counts for less.
  if (fieldName === 'member') return found;
  if (fieldName === 'memberParts') return found.flatMap((word) => (humpsOf(word).length > 1 ? humpsOf(word) : []));
  const tokens: string[] = [];
  const named = fieldName === 'title' || fieldName === 'heading';
  for (const word of found) {
    tokens.push(word);
    const parts = humpsOf(word);
    if (parts.length > 1) tokens.push(...parts);
    // `useGridApiRef` is about `apiRef`: a title names it by its inner pairs of humps too.
    if (named && parts.length > 2) tokens.push(...adjacentPairs(parts));
  }
  if (named) tokens.push(...adjacentPairs(found));
  return tokens;
}

/**
 * A light English stemmer for prose: it only has to map the forms docs use
 * onto one another (`resize`/`resizing`/`resized`, `migrate`/`migration`),
 * not to produce words. It returns the stem, and for `-ation` words the
 * roots as well (`installation` → `installat`, `install`), so that both
 * `install` and `installation` meet it.
 */
export function stemsOf(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word)) return [];
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  const roots: string[] = [];
  if (stem.endsWith('ation') && stem.length >= 9) roots.push(stem.slice(0, -5));
  // `customization` → `custom`, `virtualization` → `virtual`.
  if (stem.endsWith('ization') && stem.length >= 11) roots.push(stem.slice(0, -7));
  stem = stem.replace(/ation$/, 'ate');
  const inflected = /(ing|ed)$/.exec(stem);
  if (inflected && stem.length - inflected[0].length >= 3) {
    stem = stem.slice(0, -inflected[0].length);
    // `pinning` → `pin`, but `scrolling` keeps its `ll` as `scroll` does.
    if (/([^aeioulsz])\1$/.test(stem)) stem = stem.slice(0, -1);
  } else if (/[^aeiou]ion$/.test(stem) && stem.length >= 6) {
    stem = stem.slice(0, -3);
  }
  if (stem.endsWith('e') && stem.length >= 5) stem = stem.slice(0, -1);
  return [...new Set([stem, ...roots])].filter((form) => form !== word && form.length >= 3);
}

/** Query words: lower-cased, stop words dropped. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Indexed words: each also under its stems, so a query can look up the stem alone. */
export function processIndexTerm(term: string): string | string[] | null {
  const lower = processTerm(term);
  if (lower === null) return null;
  const stems = stemsOf(lower);
  return stems.length > 0 ? [lower, ...stems] : lower;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize: indexTokens,
  processTerm: processIndexTerm,
  extractField: (document, fieldName) =>
    (fieldName === 'memberParts' ? document.member : (document as unknown as Record<string, unknown>)[fieldName]) as string,
};

export const QUERY_OPTIONS: SearchOptions = {
  tokenize: words,
  processTerm,
  // A member named exactly as typed is as telling as a heading; one that only shares a hump is not.
  boost: { title: 4, heading: 2.5, keywords: 2, text: 1, member: 2, memberParts: 0.5, group: 0.2 },
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 3,
  combineWith: 'AND',
};

/**
 * The query as MiniSearch runs it: every word must match, looked up by its
 * stem (which the index holds for every form), so `resize` meets `resizing`
 * without an exact form scoring twice. Only the last word is a prefix (the
 * reader may still be typing it); a prefix on every word let `column` match
 * forty member names. `typoTolerant` is the last resort for short words
 * (`pivt`, `grup`), which otherwise get no fuzziness.
 */
/**
 * A stem is shorter than the word typed, and one letter from a stem can be
 * another word altogether (`nextjs` → `nextj`, one letter from "next" in 149
 * sections): a stem forgives a typo only when it is long enough.
 */
const stemFuzziness = (term: string) => (term.length >= 6 ? 0.2 : false);

export function buildQuery(queryWords: string[], { typoTolerant = false } = {}): QueryCombination {
  const kept = queryWords.map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return {
    combineWith: 'AND',
    queries: kept.map((word, index): Query => {
      // The last-resort pass forgives a typo in the word as typed, not in its shorter stem.
      const stems = typoTolerant ? [] : stemsOf(word);
      const fuzzy = typoTolerant && word.length >= 4 ? { fuzzy: 1 } : stems.length > 0 ? { fuzzy: stemFuzziness } : {};
      return {
        combineWith: 'OR',
        queries: stems.length > 0 ? stems : [word],
        prefix: index === kept.length - 1 && word.length >= 3,
        // A key set to undefined would override QUERY_OPTIONS.fuzzy, so it is left out unless needed.
        ...fuzzy,
      };
    }),
  };
}

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
  /** Up to `MAX_RESULTS` matches, best first, from the `start`-th best on. */
  hits: SearchHit[];
  /** How many documents matched in all: more than `hits.length` when the list was cut. */
  total: number;
  /** The rank of the first hit, from 0: the results page shows the matches twenty at a time. */
  start?: number;
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
