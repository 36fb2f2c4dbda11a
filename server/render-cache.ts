/**
 * Rendered pages kept in memory, so that a hot page is rendered once and then
 * answered from here. A page depends on its path and its variant (the
 * representation and the preference cookies of app/preferences/page-variant.ts);
 * the key is made of exactly those, each *validated* by the parser the page
 * itself uses, so a forged cookie lands on the default entry and cannot mint
 * new keys. The store is a least-recently-used list bounded
 * both by entries and by bytes, and only documents that say a shared cache may
 * keep them, for nothing but the key, are ever put in it.
 */
import { canonicalRequestHeaders, pageVariantKey, type PageVariant } from '~/preferences/page-variant';

/** The one request a page key stands for: a path and what the page depends on besides it. */
export interface PageRequest {
  pathname: string;
  variant: PageVariant;
}

/** A complete response, held whole: status, headers (lower-case names) and body. */
export interface RenderedDocument {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export function renderCacheKey({ pathname, variant }: PageRequest): string {
  return `${pageVariantKey(variant)} ${pathname}`;
}

/**
 * The request a page is rendered from: a fixed origin (a Host header must not
 * be able to write itself into a page everyone then gets), GET, and the
 * canonical Accept and Cookie of its variant, so that the render cannot
 * depend on anything the key leaves out.
 */
export function canonicalRequest({ pathname, variant }: PageRequest, origin: string): Request {
  return new Request(`${origin}${pathname}`, { headers: canonicalRequestHeaders(variant) });
}

const DOCUMENT_TYPE = /^text\/(html|markdown)\s*(;|$)/i;
/** What a Remix data request (`?_data=`) answers with. */
const DATA_TYPE = /^application\/json\s*(;|$)/i;
/** Request headers a page may vary on: those the key covers. */
const KEYED_VARY = new Set(['accept', 'cookie']);

/**
 * A response worth keeping: a 200 document (or, for a Remix data request,
 * the page's JSON data) that a shared cache may store,
 * whose Vary names nothing beyond the key, and that sets no cookie. Errors,
 * 404s and redirects are rendered every time; they are cheap, and caching
 * them would let random URLs fill the store.
 */
export function isCacheableDocument(response: Pick<Response, 'status' | 'headers'>, { isDataRequest = false } = {}): boolean {
  const { status, headers } = response;
  if (status !== 200 || headers.has('Set-Cookie')) return false;
  if (!(isDataRequest ? DATA_TYPE : DOCUMENT_TYPE).test(headers.get('Content-Type') ?? '')) return false;
  const cacheControl = (headers.get('Cache-Control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return false;
  const vary = (headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => KEYED_VARY.has(name));
}

export interface RenderCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * A bound the size of the site: every page in a few variants fits, but not
 * every page in every variant (pages × 2 × 2 × 3 × 3 × 2 × 2). What is least recently
 * read goes first. One document never takes more than a sixteenth of the
 * bytes, so a single huge page cannot empty the store.
 */
export const DEFAULT_RENDER_CACHE_LIMITS: RenderCacheLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };

/** Bookkeeping per entry beyond its strings and body: Map slot, arrays, object headers. */
const ENTRY_OVERHEAD_BYTES = 256;

function sizeOf(key: string, document: RenderedDocument): number {
  let size = ENTRY_OVERHEAD_BYTES + key.length * 2 + document.body.length;
  for (const [name, value] of document.headers) size += (name.length + value.length) * 2;
  return size;
}

export class RenderCache {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently read first.
  readonly #entries = new Map<string, { document: RenderedDocument; size: number }>();
  #bytes = 0;

  constructor(readonly limits: RenderCacheLimits = DEFAULT_RENDER_CACHE_LIMITS) {}

  get(key: string): RenderedDocument | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.document;
  }

  /** Stores a document; false when it is too large to be worth a slot. */
  set(key: string, document: RenderedDocument): boolean {
    const size = sizeOf(key, document);
    if (size > this.limits.maxBytes / 16) return false;
    this.delete(key);
    while (this.#entries.size >= this.limits.maxEntries || this.#bytes + size > this.limits.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.#entries.set(key, { document, size });
    this.#bytes += size;
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  get entries(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
