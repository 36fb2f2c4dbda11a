/**
 * The content build: compiles every MDX page and its demos once, so that no
 * request ever compiles anything. It writes, under app/.generated/:
 *   - content-manifest.json: per page, metadata and table of contents;
 *   - page-content/<key>.json: per page, the demos' highlighted TS and JS
 *     code and the page's Markdown (read by the server only, page by page);
 *   - pages/<key>.js: each page's compiled MDX as an ES module, one browser
 *     chunk per page;
 *   - registry.ts: dynamic imports of those page modules and of every demo,
 *     which is what gives each page a bundle of its own;
 *   - islands/<key>.ts: each demo's module as the registry loads it: the demo
 *     itself, and the bindings it imports, for the live editor to run edited
 *     code against (scripts/content/island-module.ts);
 *   - server-islands/<key>.tsx and server-islands.server.ts: the server's copy
 *     of each demo that renders a Data Grid, and the registry that loads them
 *     (scripts/content/server-island.ts);
 *   - code-token-colours.css: the rules behind the highlighted code's token
 *     classes (scripts/content/highlight.ts).
 * It fails, naming the file, on any page or demo error, and on a page tree
 * whose leaves point at pages that do not exist.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ISLAND_FOLDER,
  islandModulePath,
  PAGE_CONTENT_FOLDER,
  pageFileStem,
  type ContentManifest,
  type PageContent,
  type PageRecord,
  type SearchSection,
} from '../../app/content/manifest';
import { pages as pageTree } from '../../app/navigation/pages';
import { assertUniquePathnames, leafPages } from '../../app/navigation/page-tree';
import { pathnameFromPageKey } from '../../app/content/content-path';
import { apiPathname, type ApiGroup, type ApiIndex } from '../../app/api-docs/api-types';
import { ContentError } from './content-errors';
import { tokenColourStylesheet } from './highlight';
import { islandModuleSource } from './island-module';
import { GRID_SERVER_PLACEHOLDER, serverIslandSource } from './server-island';
import { installedVersion } from './demo-files';
import {
  PROJECT_DEV_PACKAGES,
  PROJECT_RUNTIME_PACKAGES,
  PROJECT_TOOLCHAIN_FILE,
  typesPackageOf,
  type ProjectToolchain,
} from '../../app/demos/project-toolchain';
import { compilePages, type CompileOutcome } from './compile-pool';
import { discoverContent, type ContentDiscovery, type DiscoveredPage } from '../build/discover';
import type { BuildCache } from '../build/cache';
import { syncFolder, writeFileIfChanged } from '../build/sync-folder';
import { buildSearchIndex } from '../search/build-search-index';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Check the navigation tree against the pages found (off for isolated test fixtures). */
  checkPageTree?: boolean;
  /** Pages compiled in an earlier build with the same inputs are taken from here. */
  cache?: BuildCache;
  workers?: number;
  /** The discovery stage's result, when the caller has it already. */
  discovery?: ContentDiscovery;
}

export function pageKeyFromFile(mdxFile: string): string {
  const directory = path.dirname(mdxFile).split(path.sep).join('/');
  return directory === '.' ? '' : directory;
}

/** A page as the build wrote it (summary and content), read back from a generated folder: for tools and tests. */
export async function readBuiltPage(generatedDirectory: string, key: string): Promise<PageRecord> {
  const manifest = JSON.parse(await fs.readFile(path.join(generatedDirectory, 'content-manifest.json'), 'utf8')) as ContentManifest;
  const summary = manifest.pages[key];
  if (!summary) throw new Error(`no page "${key}" in ${generatedDirectory}`);
  const content = JSON.parse(
    await fs.readFile(path.join(generatedDirectory, PAGE_CONTENT_FOLDER, `${pageFileStem(key)}.json`), 'utf8'),
  ) as PageContent;
  return { ...summary, ...content };
}

/** One entry of the island registry: a dynamic import of the module, relative to the registry's folder. */
function registryLine(root: string, output: string, moduleKey: string, file: string): string {
  const target = path.relative(output, path.join(root, file)).split(path.sep).join('/').replace(/\.tsx$/, '');
  return `  ${JSON.stringify(moduleKey)}: () => import(${JSON.stringify(target)}),`;
}

function moduleFileName(key: string): string {
  return `${pageFileStem(key)}.js`;
}

const PAGE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function buildContent({
  root,
  contentDir = 'content',
  outDir = 'app/.generated',
  checkPageTree = true,
  cache,
  workers,
  discovery,
}: BuildOptions) {
  const started = performance.now();
  const output = path.join(root, outDir);
  const { pages } = discovery ?? (await discoverContent(root, contentDir));
  assertPageFolderNames(pages);
  const { results, compiled, fromCache } = await compilePages(root, pages, { cache, workers });
  const { records, pageModules, sections } = collectRecords(pages, results);
  if (checkPageTree) await assertPageTreeResolves(output, records);
  await writeContentArtefacts(root, output, records, pageModules);
  await writeProjectToolchain(root, output, records);
  await writeFileIfChanged(path.join(output, 'code-token-colours.css'), await tokenColourStylesheet());
  const search = await buildSearchIndex(output, records, sections);
  const demoCount = Object.values(records).reduce((sum, record) => sum + record.demos.length, 0);
  return { pages: pages.length, demos: demoCount, compiled, fromCache, search, milliseconds: Math.round(performance.now() - started) };
}

function assertPageFolderNames(pages: readonly DiscoveredPage[]) {
  for (const page of pages) {
    if (page.key !== '' && !page.key.split('/').every((segment) => PAGE_SEGMENT.test(segment))) {
      throw new ContentError(page.sourcePath, 'page folders must be lower-case words joined by hyphens');
    }
  }
}

function collectRecords(pages: readonly DiscoveredPage[], results: CompileOutcome['results']) {
  const records: Record<string, PageRecord> = {};
  const pageModules: Record<string, string> = {};
  const sections: Record<string, SearchSection[]> = {};
  for (const page of pages) {
    const compiledPage = results.get(page.key)!;
    records[page.key] = {
      ...compiledPage.frontmatter,
      key: page.key,
      pathname: pathnameFromPageKey(page.key),
      sourcePath: page.sourcePath,
      toc: compiledPage.toc,
      demos: compiledPage.demos,
      playgrounds: compiledPage.playgrounds,
      summary: compiledPage.frontmatter.description ?? compiledPage.text.summary,
      markdown: compiledPage.text.markdown,
    };
    sections[page.key] = compiledPage.text.sections;
    pageModules[page.key] = compiledPage.code;
  }
  return { records, pageModules, sections };
}

/** The installed versions a downloaded demo project pins, and what it cannot get from the registry (app/demos/project-toolchain.ts). */
async function writeProjectToolchain(root: string, output: string, records: Record<string, PageRecord>) {
  const names = [...PROJECT_RUNTIME_PACKAGES, ...PROJECT_DEV_PACKAGES];
  const demoPackages = new Set(
    Object.values(records).flatMap((record) =>
      record.demos.flatMap((demo) => Object.values(demo.stylings).flatMap((source) => Object.keys(source.dependencies))),
    ),
  );
  // A library without declarations of its own (luxon, moment-hijri) needs its @types package in a TypeScript project.
  const installedTypes = (await Promise.all([...demoPackages].map((name) => installedVersion(root, typesPackageOf(name), '').then(() => typesPackageOf(name), () => null)))).filter(
    (name): name is string => name !== null,
  );
  const allNames = [...names, ...installedTypes.sort()];
  const versions = await Promise.all(allNames.map((name) => installedVersion(root, name, 'the demo project toolchain')));
  const siteDependencies = await siteDependenciesOf(root);
  const vendored = Object.fromEntries(
    Object.entries(siteDependencies).flatMap(([name, spec]) => (spec.startsWith('file:') ? [[name, spec.slice('file:'.length)]] : [])),
  );
  const toolchain: ProjectToolchain = {
    versions: Object.fromEntries(allNames.map((name, index) => [name, versions[index]!])) as ProjectToolchain['versions'],
    vendored,
  };
  await writeFileIfChanged(path.join(output, PROJECT_TOOLCHAIN_FILE), JSON.stringify(toolchain, null, 2));
}

/** The dependencies the site's package.json declares; none for a content folder without one (the build's tests). */
async function siteDependenciesOf(root: string): Promise<Record<string, string>> {
  const text = await fs.readFile(path.join(root, 'package.json'), 'utf8').catch(() => null);
  return text === null ? {} : ((JSON.parse(text) as { dependencies?: Record<string, string> }).dependencies ?? {});
}

/** Every leaf of the page tree is a content page or a generated API page. */
async function assertPageTreeResolves(output: string, records: Record<string, PageRecord>) {
  assertUniquePathnames(pageTree);
  const { apiIndex } = (await import(pathToFileURL(path.join(output, 'api-index.ts')).href)) as { apiIndex: ApiIndex };
  const apiPathnames = new Set(
    Object.entries(apiIndex).flatMap(([group, pages]) => Object.keys(pages).map((slug) => apiPathname(group as ApiGroup, slug))),
  );
  const contentPathnames = new Set(Object.values(records).map((record) => record.pathname));
  const missing = leafPages(pageTree)
    .map((entry) => entry.pathname)
    .filter((pathname) => !apiPathnames.has(pathname) && !contentPathnames.has(pathname));
  if (missing.length > 0) {
    throw new Error(`app/navigation/pages.ts: the page tree links to pages that do not exist: ${missing.join(', ')}`);
  }
}

/** The manifest, each page's content file and MDX module, and the registry that loads pages and islands. */
async function writeContentArtefacts(root: string, output: string, records: Record<string, PageRecord>, pageModules: Record<string, string>) {
  // The API generator writes into the same folder; only this build's outputs are replaced, and only
  // the files that changed are written (syncFolder says why).
  const pageContents = new Map<string, string>();
  const manifest: ContentManifest = { pages: {} };
  for (const { demos, markdown, ...summary } of Object.values(records)) {
    manifest.pages[summary.key] = summary;
    pageContents.set(`${pageFileStem(summary.key)}.json`, JSON.stringify({ demos, markdown }));
  }
  await syncFolder(path.join(output, PAGE_CONTENT_FOLDER), pageContents);
  await writeFileIfChanged(path.join(output, 'content-manifest.json'), JSON.stringify(manifest));

  const pageFiles = new Map<string, string>();
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
    pageFiles.set(moduleFileName(key), module);
  }
  await syncFolder(path.join(output, 'pages'), pageFiles);

  const islandFiles = new Map<string, string>();
  const islandFolder = path.join(output, ISLAND_FOLDER);
  const serverIslandFiles = new Map<string, string>();
  const serverIslandFolder = path.join(output, SERVER_ISLAND_FOLDER);
  const serverIslandKeys: string[] = [];
  for (const record of Object.values(records)) {
    for (const demo of record.demos) {
      for (const source of Object.values(demo.stylings)) {
        const file = path.join(output, islandModulePath(source.moduleKey));
        const island = islandModuleSource({
          demoFile: path.join(root, source.file),
          moduleDir: path.dirname(file),
          javascript: source.raw.JS,
          sourceLabel: source.file,
        });
        islandFiles.set(path.relative(islandFolder, file), island);
        const serverFile = path.join(serverIslandFolder, serverIslandPath(source.moduleKey));
        const serverIsland = serverIslandSource({
          demoFile: path.join(root, source.file),
          moduleDir: path.dirname(serverFile),
          demoSource: source.raw.TS,
          placeholderFile: path.join(root, GRID_SERVER_PLACEHOLDER),
          sourceLabel: source.file,
        });
        if (serverIsland) {
          serverIslandFiles.set(serverIslandPath(source.moduleKey), serverIsland);
          serverIslandKeys.push(source.moduleKey);
        }
      }
    }
  }
  await syncFolder(islandFolder, islandFiles);
  await syncFolder(serverIslandFolder, serverIslandFiles);
  await writeFileIfChanged(path.join(output, 'registry.ts'), registrySource(root, output, records, pageModules));
  await writeFileIfChanged(path.join(output, SERVER_ISLAND_REGISTRY), serverIslandRegistrySource(serverIslandKeys));
}

const SERVER_ISLAND_FOLDER = 'server-islands';
const SERVER_ISLAND_REGISTRY = 'server-islands.server.ts';

/** Where the server's copy of an island goes, in SERVER_ISLAND_FOLDER: where its island module goes in ISLAND_FOLDER. */
function serverIslandPath(moduleKey: string): string {
  return path.relative(ISLAND_FOLDER, islandModulePath(moduleKey)).replace(/\.ts$/, '.tsx');
}

function serverIslandRegistrySource(moduleKeys: readonly string[]): string {
  return [
    '// Generated by scripts/content/build-content.ts. Do not edit.',
    "import type { IslandModule } from '../content/manifest';",
    '',
    '/** The server\'s copies of the islands that render a Data Grid, by module key (app/demos/server-islands.server.ts). */',
    'export const serverIslandModules: Record<string, () => Promise<IslandModule>> = {',
    ...moduleKeys.map(
      (moduleKey) =>
        `  ${JSON.stringify(moduleKey)}: () => import(${JSON.stringify(`./${SERVER_ISLAND_FOLDER}/${serverIslandPath(moduleKey).replace(/\.tsx$/, '')}`)}),`,
    ),
    '};',
    '',
  ].join('\n');
}

function registrySource(root: string, output: string, records: Record<string, PageRecord>, pageModules: Record<string, string>): string {
  return [
    '// Generated by scripts/content/build-content.ts. Do not edit.',
    "import type { IslandModule, MdxPageComponent } from '../content/manifest';",
    '',
    'export const pageModules: Record<string, () => Promise<{ default: MdxPageComponent }>> = {',
    ...Object.keys(pageModules).map(
      (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`./pages/${moduleFileName(key)}`)}),`,
    ),
    '};',
    '',
    // Demos and playgrounds alike: both are islands, loaded by module key.
    'export const demoModules: Record<string, () => Promise<IslandModule>> = {',
    ...Object.values(records).flatMap((record) => [
      ...record.demos.flatMap((demo) =>
        Object.values(demo.stylings).map(
          (source) => `  ${JSON.stringify(source.moduleKey)}: () => import(${JSON.stringify(`./${islandModulePath(source.moduleKey).replace(/\.ts$/, '')}`)}),`,
        ),
      ),
      ...Object.entries(record.playgrounds).map(([name, { moduleKey }]) =>
        registryLine(root, output, moduleKey, path.join(path.dirname(record.sourcePath), `${name}.tsx`)),
      ),
    ]),
    '};',
    '',
  ].join('\n');
}
