import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, readBuiltPage } from '../../scripts/content/build-content';
import type { PageRecord } from '~/content/manifest';
import { htmlToMarkdown, htmlToText } from '~/markdown/html-to-markdown';
import { markdownPathname, pagePathnameFromMarkdown } from '~/markdown/markdown-path';
import { preferredRepresentation } from '~/markdown/negotiation';
import { absoluteLinks, apiPageMarkdown, docsPageMarkdown } from '~/markdown/page-markdown.server';
import type { ApiPage } from '~/api-docs/api-types';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type SearchDocument } from '~/search/search-engine';
import { searchDocs } from '~/search/search.server';
import { freshProjectFolder } from './support/project-folder';

describe('content negotiation', () => {
  it.each([
    [null, 'html'],
    ['', 'html'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'html'],
    ['*/*', 'html'],
    ['text/markdown', 'markdown'],
    ['text/x-markdown', 'markdown'],
    ['text/markdown, text/html;q=0.9', 'markdown'],
    ['text/markdown;q=0.5, text/html', 'html'],
    ['text/html;q=0.5, text/markdown;q=0.5', 'markdown'],
    ['text/markdown;q=0', 'html'],
    ['text/markdown;q=nonsense', 'html'],
    ['TEXT/MARKDOWN', 'markdown'],
    ['text/markdown, */*;q=0.1', 'markdown'],
    [`text/markdown, ${'x'.repeat(2000)}`, 'html'],
  ] as const)('%j gets %s', (accept, expected) => {
    expect(preferredRepresentation(accept)).toBe(expected);
  });
});

describe('Markdown paths', () => {
  it('appends .md in place of the trailing slash, and reads it back', () => {
    expect(markdownPathname('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownPathname('/x/')).toBe('/x.md');
    expect(pagePathnameFromMarkdown('/x/react-data-grid/sorting.md')).toBe('/x/react-data-grid/sorting/');
    expect(pagePathnameFromMarkdown('/x.md')).toBe('/x/');
    expect(pagePathnameFromMarkdown('/x/react-data-grid/sorting/')).toBeNull();
    expect(pagePathnameFromMarkdown('/other/readme.md')).toBeNull();
  });
});

describe('API descriptions from HTML', () => {
  it('keeps code, emphasis, links and lists, and decodes entities', () => {
    const html =
      '<p>Set <code>sortModel</code> to <strong>control</strong> it, see <a href="https://example.com/a">the guide</a>.</p><ul><li>one</li><li>two</li></ul><p>Array&lt;string[]&gt; &amp; more</p>';
    expect(htmlToMarkdown(html)).toBe(
      'Set `sortModel` to **control** it, see [the guide](https://example.com/a).\n\n- one\n- two\n\nArray\\<string[]> & more',
    );
    // A renderer would take `<SimpleTreeView />` for a tag and drop it; in code it stays as written.
    expect(htmlToMarkdown('<p>On the &lt;SimpleTreeView /&gt;, use <code>&lt;TreeItem /&gt;</code>.</p>')).toBe(
      'On the \\<SimpleTreeView />, use `<TreeItem />`.',
    );
    expect(htmlToMarkdown('<p>a | b</p><p>c</p>', { inline: true })).toBe('a \\| b c');
    expect(htmlToText('<p>Hello <code>world</code></p>')).toBe('Hello world');
  });
});

const page: ApiPage = {
  group: 'data-grid',
  slug: 'demo-grid',
  name: 'DemoGrid',
  kind: 'component',
  plan: 'pro',
  descriptionHtml: '<p>A grid.</p>',
  imports: ["import { DemoGrid } from '@mui/x-data-grid-pro';"],
  props: [
    { name: 'rows', type: 'GridRowsProp', required: true, descriptionHtml: '<p>The rows.</p>' },
    {
      name: 'density',
      type: "'compact' | 'standard'",
      required: false,
      default: "'standard'",
      descriptionHtml: '<p>Row height, see <a href="/x/react-data-grid/layout/">layout</a>.</p>',
    },
  ],
  slots: [{ name: 'toolbar', default: 'GridToolbar', descriptionHtml: '<p>The toolbar.</p>' }],
  cssClasses: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>The root.</p>' }],
  inheritsFrom: [],
  signatures: [],
  demos: [{ title: 'Sorting', pathname: '/x/react-data-grid/sorting/' }],
};

describe('API pages as Markdown', () => {
  it('become tables, with pipes escaped and links made absolute', () => {
    const markdown = apiPageMarkdown(page, 'https://docs.example.com');
    expect(markdown).toContain('# DemoGrid API (Pro)');
    expect(markdown).toContain('| `rows` (required) | `GridRowsProp` |   | The rows. |');
    expect(markdown).toContain(
      "| `density` | `'compact' \\| 'standard'` | `'standard'` | Row height, see [layout](https://docs.example.com/x/react-data-grid/layout/). |",
    );
    expect(markdown).toContain('| `toolbar` | `GridToolbar` | The toolbar. |');
    expect(markdown).toContain(
      '| Class key | Global class | Description |\n| --- | --- | --- |\n| `root` | `.MuiDataGrid-root` | The root. |',
    );
    expect(markdown).toContain('- [Sorting](https://docs.example.com/x/react-data-grid/sorting/)');
  });

  it('leaves other hosts and in-page anchors alone', () => {
    expect(absoluteLinks('[a](/x/b/) [c](#d) [e](https://f.example/g)', 'https://s.example')).toBe(
      '[a](https://s.example/x/b/) [c](#d) [e](https://f.example/g)',
    );
  });
});

describe('docs pages as Markdown', () => {
  let root: string;
  let record: PageRecord;
  let searchIndex: MiniSearch<SearchDocument>;

  beforeAll(async () => {
    root = freshProjectFolder('page-markdown');
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.writeFile(path.join(root, file), text);
    };
    await write(
      'content/react-charts/index.mdx',
      [
        '---',
        'title: Charts',
        'plan: pro',
        '---',
        '',
        '# Charts',
        '',
        'Charts draw *numbers*, see [sorting](/x/react-data-grid/sorting/).',
        '',
        '{/* an author comment */}',
        '',
        '## First chart <PlanBadge plan="premium" />',
        '',
        '<Demo name="Rainfall" />',
        '',
        '<Demo name="Snowfall" />',
        '',
        'Back to [the first chart](#first-chart).',
        '',
        '<Callout severity="warning">',
        'Mind the **axis**.',
        '',
        'Second paragraph.',
        '</Callout>',
        '',
        '<PackageInstall packages="@mui/x-charts" />',
        '',
        '```tsx',
        'const chart = <BarChart series={series} />;',
        '```',
        '',
      ].join('\n'),
    );
    await write(
      'content/react-charts/Rainfall.tsx',
      "import { station } from './station';\n\nexport default function Rainfall() {\n  const label: string = 'Rain';\n  return <p>{label} at {station}</p>;\n}\n",
    );
    await write(
      'content/react-charts/Snowfall.tsx',
      "import { station } from './station';\n\nexport default function Snowfall() {\n  return <p>Snow at {station}</p>;\n}\n",
    );
    await write('content/react-charts/station.ts', "export const station = 'Porto';\n");
    await buildContent({ root, checkPageTree: false });
    record = await readBuiltPage(path.join(root, 'app/.generated'), 'react-charts');
    searchIndex = MiniSearch.loadJSON(await fs.readFile(path.join(root, 'app/.generated/search-index.json'), 'utf8'), INDEX_OPTIONS);
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('keeps the prose as written and replaces components with Markdown', () => {
    const markdown = docsPageMarkdown(record, { codeVariant: 'TS', codeStyling: 'system' }, 'https://docs.example.com');
    expect(markdown).toContain('# Charts\n\n_This feature is part of the Pro plan._');
    expect(markdown).toContain('Charts draw *numbers*, see [sorting](https://docs.example.com/x/react-data-grid/sorting/).');
    expect(markdown).not.toContain('author comment');
    expect(markdown).toContain('## First chart (Premium)');
    expect(markdown).toContain(
      "```tsx title=\"Rainfall.tsx\"\nimport { station } from './station';\n\nexport default function Rainfall() {\n  const label: string = 'Rain';",
    );
    expect(markdown).toContain('> **Warning:** Mind the **axis**.\n>\n> Second paragraph.');
    expect(markdown).toContain('```bash\nnpm install @mui/x-charts\n# or\npnpm add @mui/x-charts\n# or\nyarn add @mui/x-charts\n```');
    expect(markdown).toContain('const chart = <BarChart series={series} />;');
  });

  it('gives a file two demos share once, and ties in-page links to the page', () => {
    const markdown = docsPageMarkdown(record, { codeVariant: 'TS', codeStyling: 'system' }, 'https://docs.example.com');
    expect(markdown.match(/title="station\.ts"/g)).toHaveLength(1);
    expect(markdown).toContain('```tsx title="Snowfall.tsx"');
    expect(markdown).toContain('`station.ts`: the same file as above.');
    expect(markdown).toContain('Back to [the first chart](https://docs.example.com/x/react-charts/#first-chart).');
  });

  it('shows demos in the JavaScript variant when the reader reads JS', () => {
    const markdown = docsPageMarkdown(record, { codeVariant: 'JS', codeStyling: 'system' }, 'https://docs.example.com');
    expect(markdown).toContain('```jsx title="Rainfall.js"');
    expect(markdown).not.toContain('const label: string');
  });

  it('uses the first paragraph as the summary when the frontmatter has no description', () => {
    expect(record.summary).toBe('Charts draw numbers, see sorting.');
  });

  it('indexes the page by section, with demo names and code identifiers as keywords', () => {
    const urls = (query: string) => searchDocs(query, searchIndex).hits.map((hit) => hit.url);
    expect(urls('Rainfall')).toEqual(['/x/react-charts/#first-chart']);
    expect(urls('BarChart')).toEqual(['/x/react-charts/#first-chart']);
    expect(urls('numbers')).toEqual(['/x/react-charts/']);
  });
});
