/**
 * The content build: compiles every MDX page and its demos once, so that no
 * request ever compiles anything. It writes, under app/.generated/:
 *   - content-manifest.json: per page, metadata, table of contents and the
 *     demos' highlighted TS and JS code (read by the server only);
 *   - pages/<key>.js: each page's compiled MDX as an ES module, one browser
 *     chunk per page;
 *   - registry.ts: dynamic imports of those page modules and of every demo,
 *     which is what gives each page a bundle of its own.
 * It fails, naming the file, on any page or demo error, and on a page tree
 * whose leaves point at pages that do not exist.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CodeStyling, ContentManifest, DemoEntry, DemoSource, PageRecord, SearchSection } from '../../app/content/manifest';
import { CODE_STYLINGS } from '../../app/content/manifest';
import { pages as pageTree } from '../../app/navigation/pages';
import { assertUniquePathnames, leafPages } from '../../app/navigation/page-tree';
import { pathnameFromPageKey } from '../../app/content/content-path';
import { apiPathname, type ApiGroup, type ApiIndex } from '../../app/api-docs/api-types';
import { compileMdxPage } from './compile-mdx';
import { ContentError } from './content-errors';
import { highlight } from './highlight';
import { tsToJs } from './ts-to-js';
import { readDemoFiles } from './demo-files';
import { buildSearchIndex } from '../search/build-search-index';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Check the navigation tree against the pages found (off for isolated test fixtures). */
  checkPageTree?: boolean;
}

export function pageKeyFromFile(mdxFile: string): string {
  const directory = path.dirname(mdxFile).split(path.sep).join('/');
  return directory === '.' ? '' : directory;
}

function moduleFileName(key: string): string {
  return key === '' ? 'index.js' : `${key.replaceAll('/', '__')}.js`;
}

const PAGE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function findPageFiles(contentDir: string): Promise<string[]> {
  const entries = await fs.readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.mdx')
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function buildDemo(root: string, pageDir: string, pageKey: string, name: string): Promise<DemoEntry> {
  const stylings: Partial<Record<CodeStyling, DemoSource>> = {};
  for (const styling of CODE_STYLINGS) {
    const fileName = styling === 'system' ? `${name}.tsx` : `${name}.${styling}.tsx`;
    const absolute = path.join(pageDir, fileName);
    let ts: string;
    try {
      ts = await fs.readFile(absolute, 'utf8');
    } catch {
      continue;
    }
    const file = path.relative(root, absolute);
    let js: string;
    try {
      js = await tsToJs(ts, fileName);
    } catch (error) {
      throw new ContentError(file, `cannot derive the JavaScript variant: ${(error as Error).message}`);
    }
    const tsTrimmed = ts.trimEnd() + '\n';
    const { companions, dependencies } = await readDemoFiles(root, absolute, ts, name);
    stylings[styling] = {
      file,
      moduleKey: `${pageKey}/${path.basename(fileName, '.tsx')}`,
      raw: { TS: tsTrimmed, JS: js },
      html: { TS: await highlight(tsTrimmed, 'tsx'), JS: await highlight(js, 'jsx') },
      companions,
      dependencies,
    };
  }
  if (!stylings.system) throw new ContentError(path.join(pageDir, `${name}.tsx`), 'demo file is missing');
  return { name, stylings: stylings as DemoEntry['stylings'] };
}

export async function buildContent({ root, contentDir = 'content', outDir = 'app/.generated', checkPageTree = true }: BuildOptions) {
  const started = performance.now();
  const contentRoot = path.join(root, contentDir);
  const output = path.join(root, outDir);
  const files = await findPageFiles(contentRoot);

  const records: Record<string, PageRecord> = {};
  const pageModules: Record<string, string> = {};
  const sections: Record<string, SearchSection[]> = {};

  for (const relative of files) {
    const sourcePath = path.join(contentDir, relative).split(path.sep).join('/');
    const key = pageKeyFromFile(relative);
    if (key !== '' && !key.split('/').every((segment) => PAGE_SEGMENT.test(segment))) {
      throw new ContentError(sourcePath, 'page folders must be lower-case words joined by hyphens');
    }
    const compiled = await compileMdxPage(root, sourcePath);
    const pageDir = path.dirname(path.join(root, sourcePath));
    const demos = await Promise.all(compiled.demoNames.map((name) => buildDemo(root, pageDir, key, name)));
    records[key] = {
      ...compiled.frontmatter,
      key,
      pathname: pathnameFromPageKey(key),
      sourcePath,
      toc: compiled.toc,
      demos,
      summary: compiled.frontmatter.description ?? compiled.text.summary,
      markdown: compiled.text.markdown,
    };
    sections[key] = compiled.text.sections;
    pageModules[key] = compiled.code;
  }

  if (checkPageTree) {
    assertUniquePathnames(pageTree);
    const { apiIndex } = (await import(pathToFileURL(path.join(output, 'api-index.ts')).href)) as { apiIndex: ApiIndex };
    const apiPathnames = new Set(
      Object.entries(apiIndex).flatMap(([group, pages]) => Object.keys(pages).map((slug) => apiPathname(group as ApiGroup, slug))),
    );
    const missing = leafPages(pageTree)
      .map((entry) => entry.pathname)
      .filter((pathname) => !apiPathnames.has(pathname) && !Object.values(records).some((record) => record.pathname === pathname));
    if (missing.length > 0) {
      throw new Error(`app/navigation/pages.ts: the page tree links to pages that do not exist: ${missing.join(', ')}`);
    }
  }

  // The API generator writes into the same folder; only this build's outputs are replaced.
  await fs.rm(path.join(output, 'pages'), { recursive: true, force: true });
  await fs.mkdir(path.join(output, 'pages'), { recursive: true });

  const manifest: ContentManifest = { pages: records };
  await fs.writeFile(path.join(output, 'content-manifest.json'), JSON.stringify(manifest));

  for (const [key, code] of Object.entries(pageModules)) {
    // mdx-bundler emits a function body that expects React and the JSX runtime
    // in scope; wrapping it as a module lets the bundler split it per page
    // without any eval in the browser.
    const module = [
      "import * as React from 'react';",
      "import * as ReactDOM from 'react-dom';",
      "import * as _jsx_runtime from 'react/jsx-runtime';",
      `const mdxExports = (function () {\n${code}\n})();`,
      'export default mdxExports.default;',
      '',
    ].join('\n');
    await fs.writeFile(path.join(output, 'pages', moduleFileName(key)), module);
  }

  const registry = [
    '// Generated by scripts/content/build-content.ts. Do not edit.',
    "import type { ComponentType } from 'react';",
    "import type { MdxPageComponent } from '../content/manifest';",
    '',
    'export const pageModules: Record<string, () => Promise<{ default: MdxPageComponent }>> = {',
    ...Object.keys(pageModules).map(
      (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`./pages/${moduleFileName(key)}`)}),`,
    ),
    '};',
    '',
    'export const demoModules: Record<string, () => Promise<{ default: ComponentType }>> = {',
    ...Object.values(records).flatMap((record) =>
      record.demos.flatMap((demo) =>
        Object.values(demo.stylings).map((source) => {
          const target = path.relative(output, path.join(root, source.file)).split(path.sep).join('/').replace(/\.tsx$/, '');
          return `  ${JSON.stringify(source.moduleKey)}: () => import(${JSON.stringify(target)}),`;
        }),
      ),
    ),
    '};',
    '',
  ].join('\n');
  await fs.writeFile(path.join(output, 'registry.ts'), registry);

  const search = await buildSearchIndex(output, records, sections);

  const demoCount = Object.values(records).reduce((sum, record) => sum + record.demos.length, 0);
  return { pages: files.length, demos: demoCount, search, milliseconds: Math.round(performance.now() - started) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  buildContent({ root }).then(
    ({ pages, demos, search, milliseconds }) =>
      console.log(`content: ${pages} pages, ${demos} demos, search index of ${search.documents} entries (${Math.round(search.bytes / 1024)} kB) in ${milliseconds} ms`),
    (error: Error) => {
      console.error(`content build failed: ${error.message}`);
      process.exit(1);
    },
  );
}
