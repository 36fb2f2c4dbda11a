import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshProjectFolder } from '../../tests/unit/support/project-folder';
import { readDemoFiles, type CompanionCache } from './demo-files';
import { highlight } from './highlight';
import { tsToJs } from './ts-to-js';

// Counted, and cheap: what is under test is how often a page's shared files are converted and highlighted.
vi.mock('./highlight', () => ({ highlight: vi.fn(async (code: string, lang: string) => `<pre data-lang="${lang}">${code}</pre>`) }));
vi.mock('./ts-to-js', () => ({ tsToJs: vi.fn(async (code: string) => code.replace(/: \w+\[\]/g, '')) }));

let root: string;

async function write(file: string, text: string): Promise<string> {
  const absolute = path.join(root, file);
  await fs.mkdir(path.dirname(absolute), { recursive: true });
  await fs.writeFile(absolute, text);
  return absolute;
}

beforeEach(() => {
  root = freshProjectFolder('demo-files');
  vi.clearAllMocks();
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('the files a demo brings with it', () => {
  it("converts and highlights a data module the page's demos share once, and gives it to each of them", async () => {
    await write('content/page/cities.ts', "import { countries } from './countries';\n\nexport const cities: string[] = ['Lagos', ...countries];\n");
    await write('content/page/countries.ts', "export const countries: string[] = ['Nigeria'];\n");
    await write('content/page/table.css', '.table { color: navy; }\n');
    const demoSource = "import { cities } from './cities';\nimport './table.css';\n\nexport default function Demo() {\n  return cities.length;\n}\n";
    const first = await write('content/page/First.tsx', demoSource);
    const second = await write('content/page/Second.tsx', demoSource);

    const cache: CompanionCache = new Map();
    const [firstFiles, secondFiles] = await Promise.all([
      readDemoFiles(root, first, demoSource, cache),
      readDemoFiles(root, second, demoSource, cache),
    ]);

    for (const files of [firstFiles, secondFiles]) {
      expect(files.companions.map((companion) => companion.name.JS)).toEqual(['cities.js', 'countries.js', 'table.css']);
      expect(files.companions[0]?.raw.JS).toBe("import { countries } from './countries';\n\nexport const cities = ['Lagos', ...countries];\n");
    }
    expect(vi.mocked(tsToJs).mock.calls.map(([, fileName]) => fileName).sort()).toEqual(['cities.ts', 'countries.ts']);
    expect(vi.mocked(highlight)).toHaveBeenCalledTimes(5); // each module in both variants, the stylesheet once
  });

  it('reads them again when given no cache: a cache serves one page', async () => {
    const source = "import { cities } from './cities';\n\nexport default function Demo() {\n  return cities.length;\n}\n";
    await write('content/page/cities.ts', "export const cities: string[] = ['Lagos'];\n");
    const demo = await write('content/page/Demo.tsx', source);

    await readDemoFiles(root, demo, source);
    await readDemoFiles(root, demo, source);

    expect(vi.mocked(tsToJs)).toHaveBeenCalledTimes(2);
  });
});
