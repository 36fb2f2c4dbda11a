import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent, readBuiltPage } from './build-content';
import { BuildCache } from '../build/cache';
import { discoverContent } from '../build/discover';
import { freshProjectFolder } from '../../tests/unit/support/project-folder';

let root: string;

async function write(file: string, text: string) {
  const absolute = path.join(root, file);
  await fs.mkdir(path.dirname(absolute), { recursive: true });
  await fs.writeFile(absolute, text);
}

const build = () => buildContent({ root, checkPageTree: false });

beforeEach(async () => {
  root = freshProjectFolder('content-build');
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('the content build', () => {
  it('compiles a page with its demos, table of contents and both code variants', async () => {
    await write(
      'content/react-charts/index.mdx',
      '---\ntitle: Charts\nplan: pro\n---\n\n# Charts\n\n## First chart\n\n<Demo name="Simple" />\n\n### Details\n\nText.\n',
    );
    await write(
      'content/react-charts/Simple.tsx',
      "import * as React from 'react';\n\nexport default function Simple(): React.ReactElement {\n  const label: string = 'Rainfall';\n  return <p>{label}</p>;\n}\n",
    );
    await write('content/react-charts/Simple.css.tsx', 'export default function Simple() {\n  return <p className="rain">Rain</p>;\n}\n');

    const result = await build();
    expect(result).toMatchObject({ pages: 1, demos: 1 });

    const page = await readBuiltPage(path.join(root, 'app/.generated'), 'react-charts');
    expect(page).toMatchObject({
      title: 'Charts',
      plan: 'pro',
      pathname: '/x/react-charts/',
      sourcePath: 'content/react-charts/index.mdx',
    });
    expect(page.toc).toEqual([
      { id: 'first-chart', text: 'First chart', level: 2 },
      { id: 'details', text: 'Details', level: 3 },
    ]);
    const demo = page.demos[0];
    expect(demo?.name).toBe('Simple');
    expect(Object.keys(demo?.stylings ?? {}).sort()).toEqual(['css', 'system']);
    expect(demo?.stylings.system?.raw.TS).toContain("const label: string = 'Rainfall';");
    expect(demo?.stylings.system?.raw.JS).toContain("const label = 'Rainfall';");
    expect(demo?.stylings.system?.raw.JS).not.toContain('React.ReactElement');
    expect(demo?.stylings.system?.html.TS).toContain('class="shiki');

    const registry = await fs.readFile(path.join(root, 'app/.generated/registry.ts'), 'utf8');
    expect(registry).toContain('"react-charts": () => import("./pages/react-charts.js")');
    expect(registry).toContain('"react-charts/Simple": () => import("./islands/react-charts/Simple")');
    expect(registry).toContain('"react-charts/Simple.css": () => import("./islands/react-charts/Simple.css")');
    const module = await fs.readFile(path.join(root, 'app/.generated/pages/react-charts.js'), 'utf8');
    expect(module).toContain('export default mdxExports.default;');
  });

  it('loads each demo through an island module that also carries the bindings it imports, for the editor', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\n<Demo name="Rain" />\n');
    await write(
      'content/react-charts/Rain.tsx',
      [
        "import type { BarSeriesType } from '@mui/x-charts';",
        "import { BarChart } from '@mui/x-charts/BarChart';",
        "import { rain } from './rain-data';",
        "import './rain.css';",
        '',
        'export default function Rain() {',
        '  return <BarChart height={200} series={[{ data: rain }]} />;',
        '}',
        '',
      ].join('\n'),
    );
    await write('content/react-charts/rain-data.ts', 'export const rain = [49, 36, 44];\n');
    await write('content/react-charts/rain.css', '.rain { color: blue; }\n');
    await build();

    const registry = await fs.readFile(path.join(root, 'app/.generated/registry.ts'), 'utf8');
    expect(registry).toContain('"react-charts/Rain": () => import("./islands/react-charts/Rain"),');
    const island = await fs.readFile(path.join(root, 'app/.generated/islands/react-charts/Rain.ts'), 'utf8');
    expect(island).toContain('import Demo from "../../../../content/react-charts/Rain";');
    expect(island).toContain('import { BarChart as i0_BarChart } from "@mui/x-charts/BarChart";');
    expect(island).toContain('import { rain as i1_rain } from "../../../../content/react-charts/rain-data";');
    expect(island).toContain('"./rain-data": { "rain": i1_rain },');
    // The stylesheet has run with the demo: the scope only names it.
    expect(island).toContain('"./rain.css": {},');
    // A type-only import is not in the demo's chunk, so not in its scope either.
    expect(island).not.toContain('"@mui/x-charts"');
  });

  it('fails on frontmatter without a title, naming the file', async () => {
    await write('content/react-charts/index.mdx', '---\ndescription: No title here\n---\n\n# Charts\n');
    await expect(build()).rejects.toThrow('content/react-charts/index.mdx: frontmatter has no title');
  });

  it('fails on a page file with no frontmatter at all', async () => {
    await write('content/react-charts/index.mdx', '# Charts\n');
    await expect(build()).rejects.toThrow('content/react-charts/index.mdx: frontmatter has no title');
  });

  it('fails on malformed MDX with the file and line', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\nSome text\n\n<Callout>\nnever closed\n');
    await expect(build()).rejects.toThrow(/^content\/react-charts\/index\.mdx:\d+: /);
  });

  it('fails on malformed frontmatter, naming the file', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: [unclosed\n---\n\n# Charts\n');
    await expect(build()).rejects.toThrow('content/react-charts/index.mdx');
  });

  it('fails on a demo reference to a file that does not exist, naming both files', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\n<Demo name="Missing" />\n');
    await expect(build()).rejects.toThrow(
      'content/react-charts/index.mdx:7: <Demo name="Missing"> refers to content/react-charts/Missing.tsx, which does not exist',
    );
  });

  it('fails on a demo without a literal name', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n<Demo name={name} />\n');
    await expect(build()).rejects.toThrow('content/react-charts/index.mdx:5: <Demo> needs a name');
  });

  it('fails on a demo whose TypeScript cannot be turned into JavaScript', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n<Demo name="Broken" />\n');
    await write('content/react-charts/Broken.tsx', 'export default function Broken( {\n');
    await expect(build()).rejects.toThrow('content/react-charts/Broken.tsx: cannot derive the JavaScript variant');
  });

  it('fails on page folders that could not be URLs', async () => {
    await write('content/React Charts/index.mdx', '---\ntitle: Charts\n---\n');
    await expect(build()).rejects.toThrow('content/React Charts/index.mdx: page folders must be lower-case words');
  });

  it('shows the files a demo imports from beside it in both variants, and lists its packages at the installed versions', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\n<Demo name="Rainfall" />\n');
    await write(
      'content/react-charts/Rainfall.tsx',
      "import { BarChart } from '@mui/x-charts/BarChart';\nimport { dublin } from './rainfall-data';\nimport './Rainfall.css';\n\nexport default function Rainfall() {\n  return <BarChart height={200} series={[{ data: dublin }]} />;\n}\n",
    );
    await write(
      'content/react-charts/rainfall-data.ts',
      "import { months } from './months';\n\n// Met Éireann, 1991–2020 averages (mm).\nexport const dublin: number[] = [63, 48, 51];\nexport { months };\n",
    );
    await write('content/react-charts/months.ts', "export const months: readonly string[] = ['Jan', 'Feb', 'Mar'];\n");
    await write('content/react-charts/Rainfall.css', '.chart { height: 200px; }\n');

    await build();
    const source = (await readBuiltPage(path.join(root, 'app/.generated'), 'react-charts')).demos[0]?.stylings.system;
    expect(source?.companions.map((companion) => companion.name)).toEqual([
      { TS: 'rainfall-data.ts', JS: 'rainfall-data.js' },
      { TS: 'months.ts', JS: 'months.js' },
      { TS: 'Rainfall.css', JS: 'Rainfall.css' },
    ]);
    const data = source?.companions[0];
    expect(data?.raw.TS).toContain('export const dublin: number[] = [63, 48, 51];');
    expect(data?.raw.JS).toContain('export const dublin = [63, 48, 51];');
    expect(data?.language).toEqual({ TS: 'ts', JS: 'js' });
    expect(data?.html.JS).toContain('class="shiki');
    const installed = JSON.parse(await fs.readFile(path.resolve('node_modules/@mui/x-charts/package.json'), 'utf8')) as { version: string };
    expect(source?.dependencies).toEqual({ '@mui/x-charts': installed.version });
  });

  it('marks the packages only type imports name, which a JavaScript project goes without', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\n<Demo name="Rainfall" />\n');
    await write(
      'content/react-charts/Rainfall.tsx',
      "import { BarChart } from '@mui/x-charts/BarChart';\nimport type { GridColDef } from '@mui/x-data-grid';\nimport { columns } from './columns';\n\nexport default function Rainfall() {\n  return <BarChart height={200} series={[{ data: [columns.length] }]} />;\n}\n",
    );
    // A companion whose only import of the tree view is a type: gone from its JavaScript too.
    await write(
      'content/react-charts/columns.ts',
      "import type { TreeViewBaseItem } from '@mui/x-tree-view/models';\nimport { DateCalendar } from '@mui/x-date-pickers/DateCalendar';\n\nexport const columns: TreeViewBaseItem[] = [];\nexport const calendar = DateCalendar;\n",
    );

    await build();
    const source = (await readBuiltPage(path.join(root, 'app/.generated'), 'react-charts')).demos[0]?.stylings.system;
    expect(Object.keys(source?.dependencies ?? {}).sort()).toEqual(['@mui/x-charts', '@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-tree-view']);
    expect(source?.typeOnlyPackages).toEqual(['@mui/x-data-grid', '@mui/x-tree-view']);
  });

  it('derives the date library a picker demo needs from its adapter, and fails on an unknown adapter', async () => {
    await write('content/react-date-pickers/index.mdx', '---\ntitle: Pickers\n---\n\n# Pickers\n\n<Demo name="Luxon" />\n');
    await write(
      'content/react-date-pickers/Luxon.tsx',
      "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';\nimport { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';\n\nexport default function Luxon() {\n  return <LocalizationProvider dateAdapter={AdapterLuxon}>{null}</LocalizationProvider>;\n}\n",
    );
    await build();
    const pickers = await readBuiltPage(path.join(root, 'app/.generated'), 'react-date-pickers');
    expect(Object.keys(pickers.demos[0]?.stylings.system?.dependencies ?? {})).toEqual(['@mui/x-date-pickers', 'luxon']);

    await write(
      'content/react-date-pickers/Luxon.tsx',
      "import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';\n\nexport default function Luxon() {\n  return String(AdapterDateFnsV2);\n}\n",
    );
    const failure = build();
    await expect(failure).rejects.toThrow(TypeError);
    await expect(failure).rejects.toThrow('Luxon.tsx imports the date adapter AdapterDateFnsV2');
  });

  it('lists the packages a playground imports, as it does a demo’s, for the choice between hydrating and rendering afresh', async () => {
    await write('content/react-date-pickers/playground/index.mdx', '---\ntitle: Playground\n---\n\n# Playground\n\n<Playground name="Layout" />\n');
    await write(
      'content/react-date-pickers/playground/Layout.tsx',
      "import * as React from 'react';\nimport dayjs from 'dayjs';\nimport { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';\nimport { definePlayground } from '~/playground';\n\nexport default definePlayground({ dayjs, StaticDatePicker, React });\n",
    );
    await build();
    const page = await readBuiltPage(path.join(root, 'app/.generated'), 'react-date-pickers/playground');
    expect(page.playgrounds).toEqual({
      Layout: { moduleKey: 'react-date-pickers/playground/Layout', packages: ['@mui/x-date-pickers', 'dayjs'] },
    });
  });

  it('fails on a demo importing a local file that does not exist, naming the demo', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n\n# Charts\n\n<Demo name="Missing" />\n');
    await write(
      'content/react-charts/Missing.tsx',
      "import { data } from './no-such-data';\n\nexport default function Missing() {\n  return <p>{data}</p>;\n}\n",
    );
    await expect(build()).rejects.toThrow('content/react-charts/Missing.tsx: imports ./no-such-data, which does not exist');
  });

  describe('apiRef tables', () => {
    const reference = {
      interfaces: {
        GridSortApi: {
          name: 'GridSortApi',
          methods: [{ name: 'setSortModel', signature: '(model: GridSortModel) => void', descriptionHtml: '<p>Sets the model.</p>' }],
        },
      },
      selectors: { gridSortModelSelector: { name: 'gridSortModelSelector', returns: 'GridSortModel', descriptionHtml: '' } },
      events: [{ name: 'cellClick', params: 'GridCellParams', descriptionHtml: '<p>A click.</p>' }],
      typeLinks: { GridSortModel: '/x/api/data-grid/grid-sort-model/', GridCellParams: '/x/api/data-grid/grid-cell-params/' },
    };
    const page = (body: string) => `---\ntitle: Sorting\n---\n\n# Sorting\n\n## apiRef\n\n${body}\n`;

    beforeEach(() => write('app/.generated/grid-api-reference.json', JSON.stringify(reference)));

    it('puts the slice a page names into its module and its Markdown, with the links of the types it mentions', async () => {
      await write('content/react-data-grid/sorting/index.mdx', page('<ApiMethods interfaces="GridSortApi" />\n\n<ApiSelectors names="gridSortModelSelector" />'));
      await build();
      const built = await readBuiltPage(path.join(root, 'app/.generated'), 'react-data-grid/sorting');
      const markdown = built.markdown.filter((segment) => typeof segment === 'string').join('');
      expect(markdown).toContain('| `setSortModel` | `(model: GridSortModel) => void` | Sets the model. |');
      expect(markdown).toContain('| `gridSortModelSelector` | `GridSortModel` |');
      // Only this slice: the events are not on this page.
      const code = await fs.readFile(path.join(root, 'app/.generated/pages/react-data-grid__sorting.js'), 'utf8');
      expect(code).toContain('setSortModel');
      expect(code).toContain('/x/api/data-grid/grid-sort-model/');
      expect(code).not.toContain('cellClick');
      expect(code).not.toContain('grid-cell-params');
    });

    it('gives every event to <GridEvents>', async () => {
      await write('content/react-data-grid/events/index.mdx', page('<GridEvents />'));
      await build();
      const built = await readBuiltPage(path.join(root, 'app/.generated'), 'react-data-grid/events');
      const markdown = built.markdown.filter((segment) => typeof segment === 'string').join('');
      expect(markdown).toContain('| `cellClick` | `GridCellParams` |   | A click. |');
    });

    it('fails, with the file and line, on a name the packages do not have', async () => {
      await write('content/react-data-grid/sorting/index.mdx', page('<ApiMethods interfaces="GridSortApi, GridMagicApi" />'));
      await expect(build()).rejects.toThrow(
        'content/react-data-grid/sorting/index.mdx:9: <ApiMethods>: GridMagicApi is not a public Data Grid API interface in 8.7.0',
      );
      await write('content/react-data-grid/sorting/index.mdx', page('<ApiSelectors />'));
      await expect(build()).rejects.toThrow('<ApiSelectors> needs names="…", a comma-separated list');
    });
  });

  describe('the cache and the workers', () => {
    const page = (name: string) =>
      Promise.all([
        write(`content/${name}/index.mdx`, `---\ntitle: ${name}\n---\n\n# ${name}\n\n<Demo name="Rain" />\n`),
        write(`content/${name}/Rain.tsx`, 'export default function Rain() {\n  return <p>Rain</p>;\n}\n'),
      ]);

    it('compiles an unchanged page once, and again only the page whose folder changed', async () => {
      await Promise.all(['dublin', 'lisbon', 'oslo'].map(page));
      const cache = new BuildCache(path.join(root, '.cache'));
      expect(await buildContent({ root, checkPageTree: false, cache, workers: 1 })).toMatchObject({ pages: 3, compiled: 3, fromCache: 0 });
      expect(await buildContent({ root, checkPageTree: false, cache, workers: 1 })).toMatchObject({ pages: 3, compiled: 0, fromCache: 3 });
      await write('content/oslo/Rain.tsx', 'export default function Rain() {\n  return <p>Snow</p>;\n}\n');
      expect(await buildContent({ root, checkPageTree: false, cache, workers: 1 })).toMatchObject({ pages: 3, compiled: 1, fromCache: 2 });
      const oslo = await readBuiltPage(path.join(root, 'app/.generated'), 'oslo');
      expect(oslo.demos[0]?.stylings.system?.raw.TS).toContain('Snow');
      // One build's worth is kept: the entry of Oslo's old folder is gone.
      expect((await fs.readdir(path.join(root, '.cache/pages'))).length).toBe(3);
    });

    it("compiles in worker threads with the same result, and reports a worker's error with its file", async () => {
      const names = ['bergen', 'cork', 'faro', 'galway', 'porto', 'tromso'];
      await Promise.all(names.map(page));
      const inline = await buildContent({ root, checkPageTree: false, workers: 1 });
      const builtPages = () => Promise.all(names.map((name) => readBuiltPage(path.join(root, 'app/.generated'), name)));
      const inlinePages = await builtPages();
      expect(await buildContent({ root, checkPageTree: false, workers: 2 })).toMatchObject({ pages: inline.pages, compiled: names.length });
      expect(await builtPages()).toEqual(inlinePages);

      await write(
        'content/porto/Rain.tsx',
        "import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';\n\nexport default function Rain() {\n  return <p>{String(AdapterDateFnsV2)}</p>;\n}\n",
      );
      const failure = buildContent({ root, checkPageTree: false, workers: 2 });
      await expect(failure).rejects.toThrow(TypeError);
      await expect(failure).rejects.toThrow('porto/Rain.tsx imports the date adapter AdapterDateFnsV2');
    }, 60_000);
  });

  it('discovers each page with the files of its folder, nested pages apart', async () => {
    await write('content/react-charts/index.mdx', '---\ntitle: Charts\n---\n');
    await write(
      'content/react-charts/Bars.tsx',
      "import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';\nexport default function Bars() { return null; }\n",
    );
    await write('content/react-charts/data/rain.ts', 'export const rain = [1];\n');
    await write('content/react-charts/bars/index.mdx', '---\ntitle: Bars\n---\n');
    await write(
      'content/react-charts/bars/Stacked.tsx',
      "import { BarChart } from '@mui/x-charts/BarChart';\nexport default function Stacked() { return null; }\n",
    );
    const { pages, usage } = await discoverContent(root);
    expect(pages.map(({ key, sourcePath, files }) => ({ key, sourcePath, files: files.map((file) => path.relative(root, file)) }))).toEqual(
      [
        {
          key: 'react-charts/bars',
          sourcePath: 'content/react-charts/bars/index.mdx',
          files: ['content/react-charts/bars/Stacked.tsx', 'content/react-charts/bars/index.mdx'],
        },
        {
          key: 'react-charts',
          sourcePath: 'content/react-charts/index.mdx',
          files: ['content/react-charts/Bars.tsx', 'content/react-charts/data/rain.ts', 'content/react-charts/index.mdx'],
        },
      ],
    );
    // With the package, from the import's sub-path: a name two families export is not confused.
    expect(usage.get('BarChart')).toEqual([
      { title: 'Bars', pathname: '/x/react-charts/bars/', packages: ['@mui/x-charts'] },
      { title: 'Charts', pathname: '/x/react-charts/', packages: ['@mui/x-charts'] },
    ]);
    expect(usage.get('BarChartProps')).toEqual([{ title: 'Charts', pathname: '/x/react-charts/', packages: ['@mui/x-charts'] }]);
  });
});
