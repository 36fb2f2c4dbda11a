/**
 * Compiles pages on every core, each page once: a page whose inputs (its
 * folder's files and the compiler itself) hash as in an earlier build comes
 * from the cache instead.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { hashFiles, hashOf, type BuildCache } from '../build/cache';
import { compilePage, type PageCompilation } from './compile-page';
import { GRID_API_REFERENCE_FILE } from '../../app/api-docs/grid-api-reference';

export interface PageJob {
  sourcePath: string;
  key: string;
  /** Every file the page is made from (its folder); their contents make its cache key. */
  files: string[];
}

export interface CompileOptions {
  cache?: BuildCache;
  /** Parallel workers; 1 compiles in this thread. Default: the cores, at most 4 (BUILD_WORKERS overrides). */
  workers?: number;
}

export interface CompileOutcome {
  results: Map<string, PageCompilation>;
  compiled: number;
  fromCache: number;
}

const CACHE_STAGE = 'pages';
const here = path.dirname(fileURLToPath(import.meta.url));

export function defaultWorkerCount(): number {
  const requested = Number(process.env.BUILD_WORKERS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

let compilerVersion: Promise<string> | undefined;

/** What every page's output also depends on: the compiler's own sources and the installed packages. */
function compilerHash(): Promise<string> {
  compilerVersion ??= (async () => {
    const root = path.resolve(here, '../..');
    const sources = (await fs.readdir(here)).filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts')).sort();
    // The locale coverage and the grid's apiRef reference are data the API stage writes and pages carry.
    const shared = [
      'app/content/manifest.ts',
      'app/demos/demo-dependencies.ts',
      'app/api-docs/grid-api-reference.ts',
      'package-lock.json',
      'app/.generated/locale-coverage.ts',
      `app/.generated/${GRID_API_REFERENCE_FILE}`,
    ].map((file) => path.join(root, file));
    return hashFiles(root, [...sources.map((name) => path.join(here, name)), ...shared]);
  })();
  return compilerVersion;
}

function rebuildError({ name, message }: { name: string; message: string }): Error {
  if (name === 'TypeError') return new TypeError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

async function compileInWorkers(root: string, jobs: PageJob[], count: number): Promise<PageCompilation[]> {
  const results: PageCompilation[] = new Array(jobs.length);
  const workers = Array.from({ length: Math.min(count, jobs.length) }, () => new Worker(path.join(here, 'compile-worker.mjs')));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const give = () => {
              const id = next++;
              const job = jobs[id];
              if (!job) return resolve();
              worker.postMessage({ id, root, sourcePath: job.sourcePath, key: job.key });
            };
            worker.on(
              'message',
              (message: { ready?: true; id?: number; result?: PageCompilation; error?: { name: string; message: string } }) => {
                if (message.ready) return give();
                if (message.error) return reject(rebuildError(message.error));
                results[message.id!] = message.result!;
                give();
              },
            );
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (next < jobs.length || code !== 0) reject(new Error(`a compile worker stopped (exit code ${code})`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

export async function compilePages(
  root: string,
  jobs: PageJob[],
  { cache, workers = defaultWorkerCount() }: CompileOptions = {},
): Promise<CompileOutcome> {
  const version = await compilerHash();
  const keys = await Promise.all(jobs.map(async (job) => hashOf([version, job.sourcePath, await hashFiles(root, job.files)])));
  const results = new Map<string, PageCompilation>();
  const missing: { job: PageJob; cacheKey: string }[] = [];
  for (const [index, job] of jobs.entries()) {
    const cacheKey = keys[index] ?? '';
    const cached = cache ? await cache.get<PageCompilation>(CACHE_STAGE, cacheKey) : null;
    if (cached) results.set(job.key, cached);
    else missing.push({ job, cacheKey });
  }

  const toCompile = missing.map(({ job }) => job);
  // Starting workers costs about a second each: worth it only for a real batch.
  const compiled =
    workers > 1 && toCompile.length > 4
      ? await compileInWorkers(root, toCompile, workers)
      : await toCompile.reduce<Promise<PageCompilation[]>>(
          async (done, job) => [...(await done), await compilePage(root, job.sourcePath, job.key)],
          Promise.resolve([]),
        );

  for (const [position, { job, cacheKey }] of missing.entries()) {
    const compilation = compiled[position];
    if (!compilation) throw new Error(`no compilation came back for ${job.sourcePath}`);
    results.set(job.key, compilation);
    await cache?.set(CACHE_STAGE, cacheKey, compilation);
  }
  await cache?.prune(CACHE_STAGE);
  return { results, compiled: missing.length, fromCache: jobs.length - missing.length };
}
