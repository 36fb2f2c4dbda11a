import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache } from './cache';

let directory: string;

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
});

afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('BuildCache', () => {
  it('takes many writers of one key at once, and keeps one whole entry', async () => {
    const cache = new BuildCache(directory);
    const values = Array.from({ length: 24 }, (_, index) => Buffer.from(`compressed copy ${index} `.repeat(2_000)));
    await Promise.all(values.map((value) => cache.setBytes('precompress', 'same-bytes', value)));
    const stored = await new BuildCache(directory).getBytes('precompress', 'same-bytes');
    expect(values.some((value) => stored?.equals(value))).toBe(true);
    expect(fs.readdirSync(path.join(directory, 'precompress'))).toEqual(['same-bytes.bin']);
  });

  it('prunes what the last build did not use, a write an interrupted build left behind included', async () => {
    const first = new BuildCache(directory);
    await first.set('pages', 'kept', { title: 'Sorting' });
    await first.set('pages', 'dropped', { title: 'Filtering' });
    fs.writeFileSync(path.join(directory, 'pages', 'kept.json.0b7e.tmp'), '{"tit');

    const second = new BuildCache(directory);
    expect(await second.get('pages', 'kept')).toEqual({ title: 'Sorting' });
    await second.prune('pages');
    expect(fs.readdirSync(path.join(directory, 'pages'))).toEqual(['kept.json']);
  });
});
