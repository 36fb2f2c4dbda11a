import { describe, expect, it } from 'vitest';
import {
  canonicalRequest,
  isCacheableDocument,
  RenderCache,
  renderCacheKey,
  type PageRequest,
  type RenderedDocument,
} from './render-cache';
import { pageVariantOf as variantOf } from '~/preferences/page-variant';

/** A page request as the server sees it: a path, and the variant its Accept and Cookie headers make. */
const pageVariantOf = (pathname: string, accept: string | null, cookie: string | null): PageRequest => ({
  pathname,
  variant: variantOf(accept, cookie),
});
import { DOCUMENT_VARY, HTML_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';

function documentOf(bytes: number): RenderedDocument {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body: Buffer.alloc(bytes, 'a'),
  };
}

describe('the render cache key', () => {
  it('is made of the path, the representation and the five validated preferences', () => {
    const variant = pageVariantOf(
      '/x/react-data-grid/',
      'text/html',
      'codeVariant=JS; codeStyling=css; mui-mode=dark; mui-direction=rtl; mui-dense=true',
    );
    expect(variant).toEqual({
      pathname: '/x/react-data-grid/',
      variant: {
        representation: 'html',
        codeVariant: 'JS',
        codeStyling: 'css',
        colorMode: 'dark',
        direction: 'rtl',
        dense: true,
      },
    });
    expect(renderCacheKey(variant)).toBe('html JS css dark rtl true /x/react-data-grid/');
  });

  it('ignores unrelated cookies, so analytics cookies never split an entry', () => {
    const plain = renderCacheKey(pageVariantOf('/x/', null, 'codeVariant=JS'));
    const tracked = renderCacheKey(pageVariantOf('/x/', null, '_ga=GA1.2.3.4; codeVariant=JS; _gid=xyz; ad_session=123'));
    expect(tracked).toBe(plain);
  });

  it('maps forged or unknown values to the default entry', () => {
    const defaults = renderCacheKey(pageVariantOf('/x/', null, null));
    const forged = [
      'codeVariant=<script>',
      'codeVariant=js',
      'codeStyling=../../etc',
      'mui-mode=purple',
      `codeVariant=${'A'.repeat(5000)}`,
      'codeVariant=%E0%A4%A',
    ];
    for (const cookie of [...forged, 'mui-direction=RTL', 'mui-direction=up', 'mui-dense=1', 'mui-dense=yes']) {
      expect(renderCacheKey(pageVariantOf('/x/', null, cookie)), cookie).toBe(defaults);
    }
    expect(defaults).toBe('html TS system system ltr false /x/');
  });

  it('keeps the Markdown representation apart from HTML', () => {
    expect(renderCacheKey(pageVariantOf('/x/', 'text/markdown', null))).not.toBe(renderCacheKey(pageVariantOf('/x/', 'text/html', null)));
  });

  it('renders from canonical headers that carry exactly the key', () => {
    const variant = pageVariantOf('/x/', 'text/markdown, text/html;q=0.9', '_ga=1; codeStyling=tailwind; mui-mode=light');
    const { headers, url } = canonicalRequest(variant, 'http://localhost');
    expect(url).toBe('http://localhost/x/');
    expect([...headers.keys()].sort()).toEqual(['accept', 'cookie']);
    expect(renderCacheKey(pageVariantOf('/x/', headers.get('Accept'), headers.get('Cookie')))).toBe(renderCacheKey(variant));
  });
});

describe('which responses are kept', () => {
  const documentHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': HTML_CACHE_CONTROL,
    Vary: DOCUMENT_VARY,
  };
  const response = (status: number, headers: Record<string, string>) => ({
    status,
    headers: new Headers(headers),
  });

  it('keeps a shareable 200 page', () => {
    expect(isCacheableDocument(response(200, documentHeaders))).toBe(true);
    expect(
      isCacheableDocument(
        response(200, {
          ...documentHeaders,
          'Content-Type': 'text/markdown; charset=utf-8',
        }),
      ),
    ).toBe(true);
  });

  it('never keeps errors, not-found pages, redirects or what sets a cookie', () => {
    for (const status of [201, 301, 302, 304, 404, 500])
      expect(isCacheableDocument(response(status, documentHeaders)), String(status)).toBe(false);
    expect(isCacheableDocument(response(200, { ...documentHeaders, 'Set-Cookie': 'a=b' }))).toBe(false);
  });

  it('never keeps what a shared cache may not store, JSON, or what varies beyond the key', () => {
    expect(
      isCacheableDocument(
        response(200, {
          ...documentHeaders,
          'Cache-Control': NO_STORE_CACHE_CONTROL,
        }),
      ),
    ).toBe(false);
    expect(
      isCacheableDocument(
        response(200, {
          ...documentHeaders,
          'Cache-Control': 'private, max-age=60',
        }),
      ),
    ).toBe(false);
    expect(isCacheableDocument(response(200, { ...documentHeaders, 'Cache-Control': '' }))).toBe(false);
    expect(
      isCacheableDocument(
        response(200, {
          ...documentHeaders,
          'Content-Type': 'application/json',
        }),
      ),
    ).toBe(false);
    expect(isCacheableDocument(response(200, { ...documentHeaders, Vary: 'Cookie, User-Agent' }))).toBe(false);
  });

  it("keeps a Remix data request's JSON, and only that request's", () => {
    const dataHeaders = { ...documentHeaders, 'Content-Type': 'application/json; charset=utf-8' };
    expect(isCacheableDocument(response(200, dataHeaders), { isDataRequest: true })).toBe(true);
    expect(isCacheableDocument(response(200, dataHeaders))).toBe(false);
    expect(isCacheableDocument(response(200, documentHeaders), { isDataRequest: true })).toBe(false);
    expect(isCacheableDocument(response(403, dataHeaders), { isDataRequest: true })).toBe(false);
  });
});

describe('the store', () => {
  it('evicts the least recently read entry when the entry bound is reached', () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 1e9 });
    cache.set('a', documentOf(10));
    cache.set('b', documentOf(10));
    cache.get('a');
    cache.set('c', documentOf(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.entries).toBe(2);
  });

  it('stays within its byte bound whatever is stored', () => {
    const maxBytes = 1024 * 1024;
    const cache = new RenderCache({ maxEntries: 10_000, maxBytes });
    for (let i = 0; i < 1000; i++) cache.set(`/x/page-${i}/`, documentOf(20_000 + (i % 7) * 3000));
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.entries).toBeGreaterThan(10);
    expect(cache.get('/x/page-999/')).toBeDefined();
    expect(cache.get('/x/page-0/')).toBeUndefined();
  });

  it('refuses a document larger than a sixteenth of its bytes', () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 16 * 1024 });
    cache.set('small', documentOf(100));
    expect(cache.set('huge', documentOf(2048))).toBe(false);
    expect(cache.get('small')).toBeDefined();
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1e9 });
    cache.set('a', documentOf(100));
    const once = cache.bytes;
    cache.set('a', documentOf(100));
    expect(cache.bytes).toBe(once);
    expect(cache.entries).toBe(1);
  });
});
