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
 * a page depends only on its path and the three preference cookies, so a
 * shared cache keyed on those can serve it to everyone.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';

/** Files in public/ without a hash in their name (images, icons): short enough that a change shows within the hour. */
export const STATIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Errors and preference writes: never worth storing anywhere. */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/** The service worker script must be re-checked on every load, or updates would be stuck behind the cache. */
export const NO_CACHE_CACHE_CONTROL = 'no-cache';

/**
 * Search answers depend on the query alone and change only with a deploy: the
 * browser keeps one for five minutes (retyping a query costs nothing), a
 * shared cache for an hour.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
