/* The service worker, served at /x/sw.js. BUILD_VERSION is replaced at build time. */
const BUILD_VERSION = '__BUILD_VERSION__';
const ASSET_CACHE = `assets-${BUILD_VERSION}`;
const PAGE_CACHE = 'pages';

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('assets-') && key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Build assets and static files never change under the same URL: the cache answers first. */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

/** Pages and their data: always fresh when online, the last copy when offline. */
async function networkFirst(request) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/x/') || url.pathname === '/x/sw.js') return;
  if (url.pathname.startsWith('/x/build/') || url.pathname.startsWith('/x/static/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' || url.searchParams.has('_data')) {
    event.respondWith(networkFirst(request));
  }
});
