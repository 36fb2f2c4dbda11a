/**
 * `npm run build`: the build as a pipeline of stages, each reading what the
 * one before wrote and nothing else, each timed:
 *
 *   discover → api → content (compile, write, search index) → remix → compile hints → Latin-1 bundle → server → service worker → demo workers → precompress
 *
 * Unchanged inputs are not processed again: the API is regenerated only when
 * the packages, the generator or the pages' imports change, and each page is
 * compiled only when its folder or the compiler changes, and each asset is
 * compressed only when its bytes change (.cache/build/).
 *
 * Flags: --no-cache (compile everything), --content-only (stop after the
 * content stage: what `npm run dev` runs on save), --timings=FILE (write the
 * stage timings as JSON).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildCache } from './cache';
import { precompressAssets } from './precompress';
import { discoverContent } from './discover';
import { apiInputsKey, API_INPUTS_FILE } from './api-inputs';
import { BUILD_GENERATED_FOLDER } from '../../app/lib/generated-path.server';
import { SEARCH_INDEX_FILE } from '../../app/search/search-engine';
import { PAGE_CONTENT_FOLDER } from '../../app/content/manifest';
import { writeIslandChunkGraph } from './island-chunks';
import { rewriteAsLatin1 } from './latin1-bundle';
import { addEagerCompileHints } from './compile-hints';
import { BUILD_LOCATIONS } from '../../server/build-locations.mjs';

/** What the server reads from the generated files at run time; the rest is bundled into it. */
const SERVER_DATA = ['api-pages', PAGE_CONTENT_FOLDER, SEARCH_INDEX_FILE];

/** The deployed server reads only build/: the run-time data goes beside its bundle. */
function copyServerData(root: string): number {
  const target = path.join(root, 'build', BUILD_GENERATED_FOLDER);
  fs.rmSync(target, { recursive: true, force: true });
  for (const entry of SERVER_DATA) fs.cpSync(path.join(root, 'app/.generated', entry), path.join(target, entry), { recursive: true });
  writeIslandChunkGraph(root, target);
  return fs.readdirSync(target, { recursive: true }).length;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const useCache = !args.includes('--no-cache');
const contentOnly = args.includes('--content-only');
const timingsFile = args.find((arg) => arg.startsWith('--timings='))?.slice('--timings='.length);

const timings: { stage: string; milliseconds: number; note?: string }[] = [];

async function stage<T>(name: string, run: () => Promise<T>, describe?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  const milliseconds = Math.round(performance.now() - started);
  const note = describe?.(result);
  timings.push({ stage: name, milliseconds, ...(note ? { note } : {}) });
  console.log(`build: ${name} in ${milliseconds} ms${note ? ` (${note})` : ''}`);
  return result;
}

function run(command: string, commandArgs: string[], extraEnv: Record<string, string> = {}) {
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit code ${status})`);
}

const cache = useCache ? new BuildCache(path.join(root, '.cache', 'build')) : undefined;

try {
  const discovery = await stage('discover', () => discoverContent(root), ({ pages }) => `${pages.length} pages`);

  await stage(
    'api',
    async () => {
      const key = await apiInputsKey(root, discovery);
      const marker = path.join(root, 'app/.generated', API_INPUTS_FILE);
      if (useCache && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === key) return 'unchanged, kept';
      // Imported here: the generator loads TypeScript's checker, which a cached build never needs.
      const { generateApi } = await import('../api/generate-api');
      const result = await generateApi({ root, discovery });
      fs.writeFileSync(marker, key);
      const grid = result.gridApiReference;
      return `${result.components} components, ${result.interfaces} types, ${result.hooks} hooks; grid apiRef: ${grid.methods} methods in ${grid.interfaces} interfaces, ${grid.selectors} selectors, ${grid.events} events`;
    },
    (note) => note,
  );

  await stage(
    'content',
    async () => {
      // Imported once the API index exists: the page tree it checks against includes the API section.
      const { buildContent } = await import('../content/build-content');
      return buildContent({ root, cache, discovery });
    },
    ({ pages, demos, compiled, fromCache, search }) =>
      `${pages} pages, ${demos} demos; ${compiled} compiled, ${fromCache} from the cache; search index of ${search.documents} entries`,
  );

  if (!contentOnly) {
    // A production build, whatever the shell says: remix.config.js puts a development build elsewhere.
    await stage('remix', async () => run('npx', ['remix', 'build'], { NODE_ENV: 'production' }));
    await stage(
      'compile hints',
      async () => addEagerCompileHints(root),
      (chunks) => `${chunks.length} browser chunks compiled eagerly`,
    );
    await stage(
      'Latin-1 bundle',
      async () => rewriteAsLatin1(path.join(root, BUILD_LOCATIONS.production.serverBuildPath)),
      (escaped) => `${escaped} characters escaped`,
    );
    await stage('server', async () => run('npx', ['tsx', 'scripts/build-server.ts']));
    await stage('server data', async () => copyServerData(root), (files) => `${files} files into build/${BUILD_GENERATED_FOLDER}/`);
    await stage('service worker', async () => run('npx', ['tsx', 'scripts/build-service-worker.ts']));
    await stage('demo workers', async () => run('npx', ['tsx', 'scripts/build-demo-workers.ts']));
    // Last: the compile hints above rewrite some of the assets it compresses.
    await stage(
      'precompress',
      async () => precompressAssets(path.join(root, BUILD_LOCATIONS.production.assetsBuildDirectory), cache),
      ({ assets, compressed, fromCache, bytes, brotliBytes }) =>
        `${assets} assets, ${compressed} files compressed, ${fromCache} from the cache; ${(bytes / 1e6).toFixed(1)} MB to ${(brotliBytes / 1e6).toFixed(1)} MB with brotli`,
    );
  }

  const total = timings.reduce((sum, { milliseconds }) => sum + milliseconds, 0);
  console.log(`build: done in ${(total / 1000).toFixed(1)} s`);
  if (timingsFile) fs.writeFileSync(timingsFile, JSON.stringify({ total, stages: timings }, null, 2));
} catch (error) {
  console.error(`build failed: ${(error as Error).message}`);
  process.exit(1);
}
