import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPrecompressedAssets } from './precompressed-assets';
import { staticFiles } from './static';

const SCRIPT = `export const cities = ${JSON.stringify(['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro'].flatMap((city) => Array(40).fill(city)))};\n`;
const STYLES = `.grid { display: grid; }\n`.repeat(80);

let directory: string;
let server: http.Server;

/** The raw response: Node's fetch would decode the body and hide what was sent. */
function rawGet(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  const assets = path.join(directory, 'x', 'build');
  fs.mkdirSync(path.join(assets, '_shared'), { recursive: true });
  fs.writeFileSync(path.join(assets, '_shared', 'cities.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, '_shared', 'cities.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(assets, '_shared', 'cities.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'root.css'), STYLES);
  fs.writeFileSync(path.join(assets, 'root.css.gz'), zlib.gzipSync(STYLES));
  fs.writeFileSync(path.join(assets, 'tiny.js'), 'export {};\n');
  const app = express();
  app.use(staticFiles(directory, '/x/build'));
  app.use((_request, response) => response.status(404).send('not found'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('findPrecompressedAssets', () => {
  it('lists each asset with the encodings stored beside it, best first', () => {
    const assets = findPrecompressedAssets(path.join(directory, 'x', 'build'));
    expect(Object.fromEntries(assets)).toEqual({ '/_shared/cities.js': ['br', 'gzip'], '/root.css': ['gzip'] });
  });

  it('finds nothing in a folder that does not exist (a development build)', () => {
    expect(findPrecompressedAssets(path.join(directory, 'missing')).size).toBe(0);
  });
});

describe('precompressed assets', () => {
  it('sends the brotli file to a client that takes brotli, as the asset it stands for', async () => {
    const plain = await rawGet('/x/build/_shared/cities.js');
    const encoded = await rawGet('/x/build/_shared/cities.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['content-type']).toBe(plain.headers['content-type']);
    expect(encoded.headers['content-type']).toMatch(/javascript/);
    expect(encoded.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(encoded.headers.vary).toBe('Accept-Encoding');
    expect(Number(encoded.headers['content-length'])).toBe(fs.statSync(path.join(directory, 'x/build/_shared/cities.js.br')).size);
    expect(zlib.brotliDecompressSync(encoded.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, or one that refuses it', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const encoded = await rawGet('/x/build/_shared/cities.js', { 'Accept-Encoding': accept });
      expect(encoded.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(encoded.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the asset itself to a client that accepts no stored encoding', async () => {
    const refusals: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'deflate' }];
    for (const headers of refusals) {
      const plain = await rawGet('/x/build/_shared/cities.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('uses what is stored: a stylesheet with gzip only is not sent as brotli', async () => {
    const styles = await rawGet('/x/build/root.css', { 'Accept-Encoding': 'br, gzip' });
    expect(styles.headers['content-encoding']).toBe('gzip');
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.gunzipSync(styles.body).toString()).toBe(STYLES);
  });

  it('answers HEAD with the stored file’s headers and no body', async () => {
    const head = await rawGet('/x/build/_shared/cities.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(directory, 'x/build/_shared/cities.js.br')).size);
    expect(head.body.length).toBe(0);
  });

  it('leaves alone assets with nothing stored, and paths that are not assets', async () => {
    const tiny = await rawGet('/x/build/tiny.js', { 'Accept-Encoding': 'br' });
    expect([tiny.status, tiny.headers['content-encoding'], tiny.body.toString()]).toEqual([200, undefined, 'export {};\n']);
    const missing = await rawGet('/x/build/_shared/elsewhere.js', { 'Accept-Encoding': 'br' });
    expect([missing.status, missing.headers['content-encoding']]).toEqual([404, undefined]);
    const query = await rawGet('/x/build/_shared/cities.js?v=1', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(query.body).toString()).toBe(SCRIPT);
  });
});
