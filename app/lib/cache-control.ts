/**
 * Every Cache-Control value the site sends, each with its reason. Defined
 * once here; server.ts and the routes refer to these names.
 */

/** Build assets have a content hash in their file name: a new build means a new URL, so the old one never changes. */
export const IMMUTABLE_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Docs pages. Browsers revalidate on every visit (max-age=0, with an ETag, so
 * usually a 304), so a deploy shows at once. A CDN may hold a page for ten
 * minutes and serve it stale for a day while it refreshes in the background:
 * a page depends only on its path and the preference cookies, so a
 * shared cache keyed on those can serve it to everyone.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';

/**
 * What a page depends on besides its URL: the representation the Accept
 * header asks for (HTML or Markdown) and the reader's preference cookies, both
 * listed in app/preferences/page-variant.ts. Vary cannot name single cookies,
 * so it says `Cookie`: a cache that knows nothing of this site (a browser, an
 * unconfigured CDN) stays correct, at the price of one entry per distinct
 * Cookie header. The shared caches in front of the site are told more and
 * split on nothing else: deploy/nginx.conf ignores Vary, keys on the path, the
 * representation and the validated cookie values, and forwards only those to
 * the server (a canonical Accept and Cookie), so what it stores depends on its
 * key alone and analytics cookies never split it. A CDN is set up the same
 * way. The server's own render cache keys the same way.
 */
export const DOCUMENT_VARY = 'Accept, Cookie';

/** Data endpoints for the demos: answers depend only on the URL, so a CDN may keep them as long as a page. */
export const DATA_CACHE_CONTROL = 'public, max-age=60, s-maxage=600';

/** Files in public/ without a hash in their name (images, icons): short enough that a change shows within the hour. */
export const STATIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Errors and preference writes: never worth storing anywhere. */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/**
 * A response that sets a cookie is one reader's: a shared cache that stored
 * it would hand that cookie to everyone. Whatever a loader asked for, such a
 * response is never stored (nginx would refuse it too; this makes it explicit).
 */
export function forbidSharedCachingOfCookies(headers: Headers): void {
  if (headers.has('Set-Cookie')) headers.set('Cache-Control', NO_STORE_CACHE_CONTROL);
}

/** The service worker script must be re-checked on every load, or updates would be stuck behind the cache. */
export const NO_CACHE_CACHE_CONTROL = 'no-cache';

/**
 * Search answers depend on the query alone and change only with a deploy: the
 * browser keeps one for five minutes (retyping a query costs nothing), a
 * shared cache for an hour.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
