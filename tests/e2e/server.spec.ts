import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { rawRequest } from './support/raw-http';
import { compressedScriptsOf, storedScript } from './support/page-scripts';
import { ROOT, startServer } from './support/server';
import { BUILD_LOCATIONS } from '../../server/build-locations.mjs';
import { defined } from '../../app/lib/defined';

const port = () => Number(process.env.E2E_PORT);

const FAILING_LOADER_SERVER = fileURLToPath(new URL('./support/failing-loader-server.mjs', import.meta.url));

test.describe('the production server', () => {
  test('redirects / to /x/ and slashless docs paths to their canonical form, permanently', async () => {
    const root = await rawRequest(port(), '/');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/x/');
    const bare = await rawRequest(port(), '/x/react-data-grid?tab=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/x/react-data-grid/?tab=1');
    const x = await rawRequest(port(), '/x');
    expect(x.status).toBe(301);
    expect(x.headers.location).toBe('/x/');
  });

  test('redirects a reference page this site folds into another to its section, slashless or not', async () => {
    for (const pathname of ['/x/migration/migration-data-grid-v5/', '/x/migration/migration-data-grid-v5?from=search']) {
      const moved = await rawRequest(port(), pathname);
      expect(moved.status, pathname).toBe(301);
      expect(moved.headers.location, pathname).toBe('/x/migration/migration-v6-and-earlier/#v6-documentation');
    }
    expect((await rawRequest(port(), '/x/migration/migration-data-grid-v3/')).status).toBe(404);
  });

  for (const target of [
    '/x/..%2f..%2fpackage.json',
    '/x/..%2F..%2Fpackage.json',
    '/x/%2e%2e/%2e%2e/package.json',
    '/x/build/..%2f..%2f..%2fpackage.json',
    '/x/static/..%2f..%2fpackage.json',
    '/x/build/../../package.json',
    '/x/../package.json',
    '/x/react-data-grid%00/',
    '/x/static/favicon.svg%00.txt',
    '/x/..\\..\\package.json',
    '/x/build\\..\\..\\package.json',
    '//x/react-data-grid/',
    '/x//react-data-grid/',
    `/x/${'a'.repeat(10 * 1024)}/`,
    '/x/content/react-data-grid/index.mdx',
    '/package.json',
    '/build/index.js',
  ]) {
    test(`answers ${target.length > 60 ? `${target.slice(0, 40)}… (${target.length} chars)` : target} with 404 and no file`, async () => {
      const response = await rawRequest(port(), target);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('"name": "mui-x-docs"');
      expect(response.body).not.toContain('mdx-bundler');
      expect(response.body).not.toContain('sourceMappingURL');
    });
  }

  test('answers /healthz', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  test('sends security headers and a Content-Security-Policy with hashed inline scripts', async ({ request }) => {
    const response = await request.get('/x/react-data-grid/');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('caches HTML by the one named policy and varies on Accept and cookies', async ({ request }) => {
    const response = await request.get('/x/introduction/');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=86400');
    expect(response.headers()['vary']).toMatch(/^Accept, Cookie\b/);
    expect(response.headers()['set-cookie']).toBeUndefined();
    const etag = response.headers()['etag'] ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await request.get('/x/introduction/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
  });

  test('serves fingerprinted build assets as immutable, compressed with brotli or gzip', async ({ request }) => {
    const html = await (await request.get('/x/react-data-grid/')).text();
    // The smallest the build compressed, where the others test the largest.
    const script = defined(compressedScriptsOf(html).at(-1), 'a compressed script of the page');
    const asset = await rawRequest(port(), script, { 'Accept-Encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const page = await rawRequest(port(), '/x/react-data-grid/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  test('sends the compressed files the build stored, in the encoding the browser prefers', async ({ request }) => {
    const html = await (await request.get('/x/react-data-grid/')).text();
    // The largest: the one most worth compressing ahead.
    const script = defined(compressedScriptsOf(html)[0], 'a script of the page');
    // What Chromium sends: gzip listed first, at the same q-value as brotli.
    const asset = await rawRequest(port(), script, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    // The stored file, not one compressed on the fly (which has no length: it is sent in chunks).
    expect(Number(asset.headers['content-length'])).toBe(fs.statSync(storedScript(script, '.br')).size);
    const fromEdge = await rawRequest(port(), script, { 'Accept-Encoding': 'gzip' });
    expect(fromEdge.headers['content-encoding']).toBe('gzip');
    expect(Number(fromEdge.headers['content-length'])).toBe(fs.statSync(storedScript(script, '.gz')).size);
    // Decoded, it is the script itself.
    expect((await (await request.get(script)).body()).equals(fs.readFileSync(storedScript(script)))).toBe(true);
  });

  test('writes one log line per request', async () => {
    const server = await startServer();
    try {
      await fetch(`${server.url}/x/introduction/`);
      await fetch(`${server.url}/x/nope/`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = server.output().split('\n');
      expect(lines.filter((line) => /^GET \/x\/introduction\/ 200 \d+\.\dms$/.test(line))).toHaveLength(1);
      expect(lines.filter((line) => /^GET \/x\/nope\/ 404 /.test(line))).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  test('runs a bundle written in Latin-1 alone, which V8 holds at one byte per character', () => {
    const source = fs.readFileSync(path.join(ROOT, BUILD_LOCATIONS.production.serverBuildPath), 'utf8');
    const beyondLatin1 = source.match(/[\u0100-\uffff]/g) ?? [];
    expect(beyondLatin1, 'characters that would make the whole bundle two bytes per character in the heap').toEqual([]);
    // It still carries the text that needed escapes, such as the Persian digits of the date library's locales.
    expect(source).toContain('\\u06f0');
  });

  test('renders the 500 page without details when a loader fails in production', async () => {
    const secret = 'postgres://admin:hunter2@db';
    const server = spawn(process.execPath, [FAILING_LOADER_SERVER, ROOT, secret], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      const failingPort = await new Promise<number>((resolve, reject) => {
        server.stdout.on('data', (chunk) => {
          output += chunk;
          const listening = /listening (\d+)/.exec(output);
          if (listening) resolve(Number(listening[1]));
        });
        server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
      });
      const response = await fetch(`http://127.0.0.1:${failingPort}/x/introduction/`);
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(body).toContain('Something went wrong');
      expect(body).not.toContain('hunter2');
      expect(body).not.toMatch(/\s+at\s+\S+\s+\(|server-build|\.js:\d+:\d+/);
    } finally {
      server.kill('SIGTERM');
    }
  });

  test('survives a request whose Host header is not a valid authority', async () => {
    const response = await rawRequest(port(), '/x/introduction/', { Host: 'bad host[' });
    expect([200, 400]).toContain(response.status);
    expect(response.body).not.toMatch(/TypeError|Invalid URL|\s+at\s+\S+\s+\(/);
  });

  test('finishes in-flight requests on SIGTERM, then refuses new ones and exits', async () => {
    const server = await startServer();
    const body = 'codeVariant=JS';
    // Send the headers now and the body only after SIGTERM: the request is in flight.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /x/preferences HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    socket.write(body);
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('codeVariant=JS');
    expect(await exited).toBe(0);
  });
});
