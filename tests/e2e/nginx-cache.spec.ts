/**
 * deploy/nginx.conf, run for real: Debian's nginx on loopback in front of two
 * server processes, with the production file adapted only in ports, paths and
 * user (support/nginx.ts). Request-level: no browser needed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './support/test';
import { startEdgeCache, type RunningEdgeCache } from './support/nginx';
import { rawRequest } from './support/raw-http';
import { compressedScriptsOf, storedScript } from './support/page-scripts';
import { startServer, type RunningServer } from './support/server';
import { defined } from '../../app/lib/defined';

// Ordered: the last test stops the servers.
test.describe.configure({ mode: 'serial' });

let servers: RunningServer[] = [];
let nginx: RunningEdgeCache;
let origin = '';
let nginxPort = 0;

test.beforeAll(async () => {
  servers = await Promise.all([startServer(), startServer()]);
  nginx = await startEdgeCache(servers.map((server) => server.port));
  nginxPort = nginx.port;
  origin = nginx.url;
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${pathname}`, { headers });
  const body = await response.text();
  return { status: response.status, cache: response.headers.get('X-Cache-Status'), headers: response.headers, body };
}

// What each preference changes in the page, read from the markup (never a whole page in a failure message).
const variantOf = (body: string) => /data-code-variant="(TS|JS)"/.exec(body)?.[1];
const showsCssStyling = (body: string) => body.includes('"styling":"css"');
const rootColorScheme = (body: string) => /<html[^>]*\sdata-mui-color-scheme="(\w+)"/.exec(body)?.[1] ?? null;

test('a repeated request is a cache hit with the same page', async () => {
  const first = await get('/x/introduction/');
  const second = await get('/x/introduction/');
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  expect(second.cache).toBe('HIT');
  expect(second.body === first.body).toBe(true);
  // The servers' own cache header stays between them and nginx.
  expect(second.headers.get('X-Render-Cache')).toBeNull();
  // Stored gzipped; a client that cannot take gzip gets the same entry decompressed.
  expect(second.headers.get('Content-Encoding')).toBe('gzip');
  const plain = await rawRequest(nginxPort, '/x/introduction/');
  expect([plain.status, plain.headers['x-cache-status'], plain.headers['content-encoding']]).toEqual([200, 'HIT', undefined]);
  expect(plain.body.includes('<!DOCTYPE html>')).toBe(true);
});

test('each preference cookie gets its own entry with its own content, and a JS reader never gets a TS page', async () => {
  const page = '/x/react-data-grid/';
  const ts = await get(page);
  expect([ts.cache, variantOf(ts.body)]).toEqual(['MISS', 'TS']);
  const js = await get(page, { Cookie: 'codeVariant=JS' });
  expect([js.cache, variantOf(js.body)]).toEqual(['MISS', 'JS']);
  const jsAgain = await get(page, { Cookie: 'codeVariant=JS' });
  expect([jsAgain.cache, variantOf(jsAgain.body)]).toEqual(['HIT', 'JS']);
  const tsAgain = await get(page);
  expect([tsAgain.cache, variantOf(tsAgain.body)]).toEqual(['HIT', 'TS']);
  const tsNamed = await get(page, { Cookie: 'codeVariant=TS' });
  expect([tsNamed.cache, variantOf(tsNamed.body)]).toEqual(['HIT', 'TS']);

  const css = await get(page, { Cookie: 'codeStyling=css' });
  expect([css.cache, showsCssStyling(css.body), showsCssStyling(ts.body)]).toEqual(['MISS', true, false]);
  const cssAgain = await get(page, { Cookie: 'codeStyling=css' });
  expect([cssAgain.cache, showsCssStyling(cssAgain.body)]).toEqual(['HIT', true]);

  const dark = await get(page, { Cookie: 'mui-mode=dark' });
  expect([dark.cache, rootColorScheme(dark.body), rootColorScheme(ts.body)]).toEqual(['MISS', 'dark', null]);
  const darkAgain = await get(page, { Cookie: 'mui-mode=dark' });
  expect([darkAgain.cache, rootColorScheme(darkAgain.body)]).toEqual(['HIT', 'dark']);
});

test('unrelated cookies, forged values and 16 kB of analytics cookies share the existing entry', async () => {
  const page = '/x/react-data-grid/';
  await get(page, { Cookie: 'codeVariant=JS' });
  const tracked = await get(page, { Cookie: '_ga=GA1.2.345.678; codeVariant=JS; _fbp=fb.1.2.3; __gads=ID=abc' });
  expect([tracked.cache, variantOf(tracked.body)]).toEqual(['HIT', 'JS']);
  const forged = await get(page, { Cookie: 'codeVariant=<script>alert(1)</script>; codeStyling=../../etc; mui-mode=purple' });
  expect([forged.cache, variantOf(forged.body)]).toEqual(['HIT', 'TS']);
  const analytics = Array.from({ length: 200 }, (_, index) => `_ad_${index}=${randomBytes(40).toString('hex')}`).join('; ');
  const large = await get(page, { Cookie: `${analytics}; codeVariant=JS` });
  expect([large.status, large.cache, variantOf(large.body)]).toEqual([200, 'HIT', 'JS']);
});

test('nginx reads an odd preference cookie as the server does: exact name, first of its name, never decoded', async () => {
  const page = '/x/react-data-grid/';
  for (const cookie of [
    'codevariant=JS',
    'CODEVARIANT=JS',
    'codeVariant=%4A%53',
    'codeVariant=nope; codeVariant=JS',
    'codeStyling=%63ss',
    'mui-mode=%64ark',
    'mui-mode=garbage; mui-mode=dark',
  ]) {
    const edge = await get(page, { Cookie: cookie });
    const direct = await fetch(`http://127.0.0.1:${servers[0]!.port}${page}`, { headers: { Cookie: cookie } }).then((response) =>
      response.text(),
    );
    const seen = (body: string) => [variantOf(body), showsCssStyling(body), rootColorScheme(body)];
    expect(seen(edge.body), cookie).toEqual(seen(direct));
  }
});

test('a request for Markdown has an entry of its own, apart from the HTML one', async () => {
  const page = '/x/introduction/installation/';
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  expect((await get(page, { Accept: browser })).cache).toBe('MISS');
  expect((await get(page, { Accept: '*/*' })).cache).toBe('HIT');
  expect((await get(page, { Accept: 'text/markdown' })).cache).toBe('MISS');
  expect((await get(page, { Accept: 'text/markdown, text/html;q=0.9' })).cache).toBe('HIT');
  expect((await get(page, { Accept: browser })).cache).toBe('HIT');
});

test('a preference POST is passed through every time and never cached', async () => {
  const before = servers.map((server) => server.output().match(/^POST \/x\/preferences 200 /gm)?.length ?? 0);
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${origin}/x/preferences`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: '_ga=1; codeStyling=css' },
      body: 'codeVariant=JS',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache-Status')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toContain('codeVariant=JS');
    expect(await response.json()).toEqual({ ok: true });
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const after = servers.map((server) => server.output().match(/^POST \/x\/preferences 200 /gm)?.length ?? 0);
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
  expect(total(after) - total(before)).toBe(2);
});

test('MCP requests pass through uncached, and nginx refuses a body over the limit itself', async () => {
  const mcp = (body: string) =>
    fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body,
    });
  const before = servers.map((server) => server.output().match(/^POST \/mcp 200 /gm)?.length ?? 0);
  for (let i = 0; i < 2; i++) {
    const response = await mcp('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache-Status')).toBeNull();
    expect(((await response.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(5);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const after = servers.map((server) => server.output().match(/^POST \/mcp 200 /gm)?.length ?? 0);
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
  expect(total(after) - total(before)).toBe(2);
  const large = await mcp(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }));
  expect(large.status).toBe(413);
});

test('a build asset has one entry per encoding: brotli for readers who take it, gzip for the others', async () => {
  const { body } = await get('/x/react-data-grid/');
  const script = defined(
    compressedScriptsOf(body).find((address) => address.startsWith('/x/build/_shared/')),
    'a shared script of the page',
  );
  const stored = (extension: string) => fs.statSync(storedScript(script, extension)).size;
  const fetchAs = async (acceptEncoding?: string) => {
    const response = await rawRequest(nginxPort, script, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
    return [response.status, response.headers['x-cache-status'], response.headers['content-encoding'], response] as const;
  };

  const [status, cache, encoding, brotli] = await fetchAs('gzip, deflate, br, zstd');
  expect([status, cache, encoding]).toEqual([200, 'MISS', 'br']);
  // The servers' stored file, passed on as it is.
  expect(Number(brotli.headers['content-length'])).toBe(stored('.br'));
  expect((await fetchAs('gzip, deflate, br')).slice(0, 3)).toEqual([200, 'HIT', 'br']);

  expect((await fetchAs('gzip')).slice(0, 3)).toEqual([200, 'MISS', 'gzip']);
  expect((await fetchAs('gzip, br;q=0')).slice(0, 3)).toEqual([200, 'HIT', 'gzip']);
  const [plainStatus, plainCache, plainEncoding, plain] = await fetchAs();
  expect([plainStatus, plainCache, plainEncoding]).toEqual([200, 'HIT', undefined]);
  const source = fs.readFileSync(storedScript(script), 'utf8');
  expect(plain.body.includes(source.slice(0, 200))).toBe(true);
});

test('with one server stopped the other answers; with both stopped, cached pages are still served', async () => {
  expect((await get('/x/introduction/')).cache).toBe('HIT');
  await defined(servers[0], 'the first upstream server').stop();
  const failover = await get('/x/react-charts/');
  expect([failover.status, failover.cache]).toEqual([200, 'MISS']);
  await defined(servers[1], 'the second upstream server').stop();
  for (const page of ['/x/introduction/', '/x/react-charts/']) {
    const cached = await get(page);
    expect(cached.status, page).toBe(200);
    expect(['HIT', 'STALE'], page).toContain(cached.cache);
    expect(cached.body.trimEnd().endsWith('</html>'), page).toBe(true);
  }
  const never = await get('/x/react-tree-view/');
  expect(never.status).toBeGreaterThanOrEqual(502);
});
