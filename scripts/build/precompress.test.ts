import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache } from './cache';
import { PRECOMPRESS_MIN_BYTES, precompressAssets } from './precompress';

const SCRIPT = `export const rivers = ${JSON.stringify(['Danube', 'Rhine', 'Elbe', 'Loire', 'Tagus'].flatMap((river) => Array(60).fill(river)))};\n`;
const STYLES = `.toolbar { display: flex; gap: 8px; }\n`.repeat(60);
// Bytes no compressor can shrink: stored compressed, they would only grow.
const NOISE = randomBytes(4 * PRECOMPRESS_MIN_BYTES);

let root: string;
let assets: string;

function writeAssets() {
  fs.rmSync(assets, { recursive: true, force: true });
  fs.mkdirSync(path.join(assets, '_shared'), { recursive: true });
  fs.writeFileSync(path.join(assets, '_shared', 'rivers.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, 'root.css'), STYLES);
  fs.writeFileSync(path.join(assets, 'tiny.js'), 'export {};\n');
  fs.writeFileSync(path.join(assets, 'noise.js'), NOISE);
  fs.writeFileSync(path.join(assets, 'roboto.woff2'), SCRIPT);
}

const written = () =>
  (fs.readdirSync(assets, { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => /\.(br|gz)$/.test(name)).sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  assets = path.join(root, 'public', 'x', 'build');
  writeAssets();
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('precompressAssets', () => {
  it('stores each script and stylesheet in brotli and gzip, each decoding to the asset', async () => {
    const result = await precompressAssets(assets);
    expect(written()).toEqual([path.join('_shared', 'rivers.js.br'), path.join('_shared', 'rivers.js.gz'), 'root.css.br', 'root.css.gz']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, '_shared', 'rivers.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, '_shared', 'rivers.js.gz'))).toString()).toBe(SCRIPT);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, 'root.css.br'))).toString()).toBe(STYLES);
    expect(result.assets).toBe(2);
    expect(result.bytes).toBe(SCRIPT.length + STYLES.length);
    expect(result.brotliBytes).toBe(fs.statSync(path.join(assets, '_shared', 'rivers.js.br')).size + fs.statSync(path.join(assets, 'root.css.br')).size);
  });

  it('compresses at the best setting, smaller than the server would on the fly', async () => {
    await precompressAssets(assets);
    const onTheFly = zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(fs.statSync(path.join(assets, '_shared', 'rivers.js.br')).size).toBeLessThan(onTheFly.length);
  });

  it('skips small files, files that would not shrink, and formats that are compressed already', async () => {
    await precompressAssets(assets);
    expect(written().filter((name) => /^(tiny|noise|roboto)/.test(name))).toEqual([]);
  });

  it('compresses the same bytes once, however many assets share them, and writes each asset its files', async () => {
    const copies = ['chunk-7A7J5IDC.js', 'chunk-CNQLBE7K.js', 'chunk-R5YSP3HN.js', 'chunk-UZWSDAVH.js', 'chunk-VRXYWIXX.js'];
    for (const name of copies) fs.writeFileSync(path.join(assets, '_shared', name), SCRIPT);
    const result = await precompressAssets(assets, new BuildCache(path.join(root, '.cache')));
    // rivers.js and its five copies, root.css, noise.js: three contents, two encodings each.
    expect([result.compressed, result.fromCache]).toEqual([6, 0]);
    expect(result.assets).toBe(7);
    for (const name of copies) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, '_shared', `${name}.br`))).toString()).toBe(SCRIPT);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, '_shared', `${name}.gz`))).toString()).toBe(SCRIPT);
    }
  });

  it('takes what an earlier build compressed from the cache, by the bytes', async () => {
    const cache = new BuildCache(path.join(root, '.cache'));
    const first = await precompressAssets(assets, cache);
    // Compressed once each, noise included: whether it shrinks is known only afterwards.
    expect([first.compressed, first.fromCache]).toEqual([6, 0]);

    writeAssets();
    const second = await precompressAssets(assets, new BuildCache(path.join(root, '.cache')));
    expect([second.compressed, second.fromCache]).toEqual([0, 6]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, '_shared', 'rivers.js.br'))).toString()).toBe(SCRIPT);

    fs.writeFileSync(path.join(assets, 'root.css'), STYLES.replace('8px', '12px'));
    const third = await precompressAssets(assets, new BuildCache(path.join(root, '.cache')));
    expect([third.compressed, third.fromCache]).toEqual([2, 4]);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, 'root.css.gz'))).toString()).toContain('12px');
  });
});
