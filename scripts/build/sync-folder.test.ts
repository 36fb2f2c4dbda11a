import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncFolder, writeFileIfChanged } from './sync-folder';

let folder: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-folder-'));
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const inFolder = (relative: string) => path.join(folder, relative);

describe('syncFolder', () => {
  it('writes what changed, leaves identical files untouched and removes what is no longer listed', async () => {
    await syncFolder(
      folder,
      new Map([
        ['sorting/Basic.ts', 'export default 1;'],
        ['sorting/Multi.ts', 'export default 2;'],
        ['filtering/Quick.ts', 'export default 3;'],
      ]),
    );
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(inFolder('sorting/Basic.ts'), past, past);

    const result = await syncFolder(
      folder,
      new Map([
        ['sorting/Basic.ts', 'export default 1;'],
        ['sorting/Multi.ts', 'export default 22;'],
      ]),
    );

    expect(result).toEqual({ written: 1, removed: 1 });
    expect(fs.statSync(inFolder('sorting/Basic.ts')).mtime).toEqual(past);
    expect(fs.readFileSync(inFolder('sorting/Multi.ts'), 'utf8')).toBe('export default 22;');
    expect(fs.existsSync(inFolder('filtering'))).toBe(false);
  });

  it('creates the folder and its sub-folders when they are missing', async () => {
    const nested = path.join(folder, 'islands');
    expect(await syncFolder(nested, new Map([['charts/Bar.ts', 'bar']]))).toEqual({ written: 1, removed: 0 });
    expect(fs.readFileSync(path.join(nested, 'charts/Bar.ts'), 'utf8')).toBe('bar');
  });
});

describe('writeFileIfChanged', () => {
  it('leaves a file holding the same text untouched, and says whether it wrote', async () => {
    const file = inFolder('registry.ts');
    expect(await writeFileIfChanged(file, 'export {};')).toBe(true);
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(file, past, past);
    expect(await writeFileIfChanged(file, 'export {};')).toBe(false);
    expect(fs.statSync(file).mtime).toEqual(past);
    expect(await writeFileIfChanged(file, 'export const pages = {};')).toBe(true);
  });
});
