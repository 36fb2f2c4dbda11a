import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_VARY, HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { RenderCache } from './render-cache';
import { renderCacheMiddleware, type RenderFunction } from './render-cache-middleware';
import { weakEtag } from '~/lib/security-headers.server';
import { attachPageVariant } from './page-variant';
import { defined } from '~/lib/defined';

/**
 * A stand-in for Remix: pages under /x/ render their path, their cookies and
 * their Accept header (so a test sees exactly what the render was given);
 * anything else is a 404. Every call is counted.
 */
function fakeSite(delayMs = 0) {
  const calls: Request[] = [];
  const render: RenderFunction = async (request) => {
    calls.push(request);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/x/')) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/html' } });
    const routeId = new URL(request.url).searchParams.get('_data');
    if (routeId !== null) {
      // Remix answers a data request for a route that does not match with 403.
      const status = routeId === 'routes/x.$' ? 200 : 403;
      const data = JSON.stringify({ pathname, cookie: request.headers.get('Cookie') });
      return new Response(data, {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': HTML_CACHE_CONTROL, Vary: DOCUMENT_VARY },
      });
    }
    const body = `<p>${pathname} ${request.headers.get('Cookie')} ${request.headers.get('Accept')}</p>`;
    return new Response(body, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': HTML_CACHE_CONTROL,
        Vary: DOCUMENT_VARY,
        ETag: weakEtag(body),
      },
    });
  };
  return { render, calls };
}

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(render: RenderFunction, cache = new RenderCache()) {
  const app = express();
  app.use(attachPageVariant);
  app.use(renderCacheMiddleware({ cache, render }));
  app.use((_request, response) => response.status(418).send('passed through'));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, get: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) };
}

describe('the render cache middleware', () => {
  it('renders a page once and answers the repeat from memory, byte for byte', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    const first = await get('/x/introduction/');
    const second = await get('/x/introduction/');
    expect(first.headers.get('X-Render-Cache')).toBe('MISS');
    expect(second.headers.get('X-Render-Cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('Cache-Control')).toBe(HTML_CACHE_CONTROL);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(site.calls).toHaveLength(1);
  });

  it('renders from the key only: canonical cookies and Accept, a fixed origin, no conditional headers', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    await get('/x/a/', {
      headers: {
        Cookie: '_ga=1; codeVariant=JS; session=secret',
        Accept: 'text/html,*/*;q=0.8',
        Host: 'evil.example',
        'If-None-Match': 'W/"x"',
      },
    });
    const request = defined(site.calls[0], 'a request reaching the site');
    expect(request.url).toBe('http://localhost/x/a/');
    expect(request.headers.get('Cookie')).toBe('codeVariant=JS; codeStyling=system; mui-mode=system; mui-direction=ltr; mui-dense=false');
    expect(request.headers.get('Accept')).toBe('text/html');
    expect(request.headers.get('If-None-Match')).toBeNull();
  });

  it('gives each variant its own entry and lets unrelated cookies share one', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    const ts = await (await get('/x/a/', { headers: { Cookie: 'codeVariant=TS' } })).text();
    const js = await get('/x/a/', { headers: { Cookie: 'codeVariant=JS' } });
    expect(js.headers.get('X-Render-Cache')).toBe('MISS');
    expect(await js.text()).toContain('codeVariant=JS');
    const tracked = await get('/x/a/', { headers: { Cookie: '_ga=GA1.2.3; codeVariant=JS; _fbp=fb.1' } });
    expect(tracked.headers.get('X-Render-Cache')).toBe('HIT');
    expect(await tracked.text()).toContain('codeVariant=JS');
    const forged = await get('/x/a/', { headers: { Cookie: 'codeVariant=<svg>' } });
    expect(forged.headers.get('X-Render-Cache')).toBe('HIT');
    expect(await forged.text()).toBe(ts);
    const markdown = await get('/x/a/', { headers: { Accept: 'text/markdown' } });
    expect(markdown.headers.get('X-Render-Cache')).toBe('MISS');
    expect(site.calls).toHaveLength(3);
  });

  it('answers a matching If-None-Match with 304 from the cache', async () => {
    const { get } = await serve(fakeSite().render);
    const etag = (await get('/x/a/')).headers.get('ETag')!;
    const revalidated = await get('/x/a/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('X-Render-Cache')).toBe('HIT');
    expect(await revalidated.text()).toBe('');
    const stale = await get('/x/a/', { headers: { 'If-None-Match': 'W/"other"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 304 on the request that fills the cache too', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    const etag = (await get('/x/a/')).headers.get('ETag')!;
    const other = await serve(site.render);
    const revalidated = await other.get('/x/a/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.headers.get('X-Render-Cache')).toBe('MISS');
    expect(revalidated.status).toBe(304);
    expect(other.cache.entries).toBe(1);
  });

  it('renders concurrent requests for the same page once', async () => {
    const site = fakeSite(100);
    const { get } = await serve(site.render);
    const responses = await Promise.all(Array.from({ length: 10 }, () => get('/x/hot/')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(site.calls).toHaveLength(1);
  });

  it('never stores a 404, however many unknown paths are asked for', async () => {
    const site = fakeSite();
    const { get, cache } = await serve(site.render);
    for (let i = 0; i < 200; i++) expect((await get(`/unknown-${i}`)).status).toBe(404);
    const again = await get('/unknown-1');
    expect(again.headers.get('X-Render-Cache')).toBe('MISS');
    expect(cache.entries).toBe(0);
    expect(site.calls).toHaveLength(201);
  });

  it('answers HEAD from the same entry, without a body', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    const body = await (await get('/x/a/')).text();
    const head = await get('/x/a/', { method: 'HEAD' });
    expect(head.headers.get('X-Render-Cache')).toBe('HIT');
    expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe('');
  });

  it('passes requests with any other query string and other methods through to the next handler', async () => {
    const site = fakeSite();
    const { get } = await serve(site.render);
    expect((await get('/x/a/?utm_source=feed')).status).toBe(418);
    expect((await get('/x/a/?_data=routes%2Fx.%24&utm_source=feed')).status).toBe(418);
    expect((await get('/x/a/?page=2&_data=routes%2Fx.%24')).status).toBe(418);
    expect((await get(`/x/a/?_data=${'r'.repeat(201)}`)).status).toBe(418);
    expect((await get('/x/preferences', { method: 'POST', body: 'codeVariant=JS' })).status).toBe(418);
    expect(site.calls).toHaveLength(0);
  });

  it("keeps a page's Remix data (a client-side navigation's request) per variant, as it keeps the page", async () => {
    const site = fakeSite();
    const { get, cache } = await serve(site.render);
    const dataPath = '/x/a/?_data=routes%2Fx.%24';
    const first = await get(dataPath, { headers: { Cookie: 'codeVariant=JS; session=secret' } });
    expect(first.headers.get('X-Render-Cache')).toBe('MISS');
    expect(first.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const again = await get(dataPath, { headers: { Cookie: 'codeVariant=JS' } });
    expect(again.headers.get('X-Render-Cache')).toBe('HIT');
    expect(await again.json()).toEqual(await first.json());
    // Rendered from the key only, as a document is.
    expect(site.calls[0]?.url).toBe(`http://localhost${dataPath}`);
    expect(site.calls[0]?.headers.get('Cookie')).not.toContain('secret');
    // The document and the other variant are entries of their own.
    expect((await get('/x/a/', { headers: { Cookie: 'codeVariant=JS' } })).headers.get('X-Render-Cache')).toBe('MISS');
    const typescript = await get(dataPath, { headers: { Cookie: 'codeVariant=TS' } });
    expect(typescript.headers.get('X-Render-Cache')).toBe('MISS');
    expect(((await typescript.json()) as { cookie: string }).cookie).toContain('codeVariant=TS');
    expect(cache.entries).toBe(3);
  });

  it('never stores the data of a route that does not match, however many are asked for', async () => {
    const site = fakeSite();
    const { get, cache } = await serve(site.render);
    for (let i = 0; i < 50; i++) expect((await get(`/x/a/?_data=routes%2Fother-${i}`)).status).toBe(403);
    expect(cache.entries).toBe(0);
  });
});
