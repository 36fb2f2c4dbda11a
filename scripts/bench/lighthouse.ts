/**
 * `npm run lighthouse`: Lighthouse (mobile defaults, simulated throttling) in
 * Debian's Chromium against the production build, three runs per page,
 * medians written to reports/lighthouse.json and reports/lighthouse.md.
 * Pages can be given as arguments; otherwise the set the performance issue names.
 *
 * `--edge` measures as readers are served: through deploy/nginx.conf in front
 * of two servers, its cache filled by one unmeasured run of each page (the
 * document, its scripts and its fonts then come from nginx, as from the CDN),
 * so the servers, which share the browser's cores on a test machine, do no
 * work while a measured page loads. Written to reports/lighthouse-edge.*.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import { startEdgeCache } from '../../tests/e2e/support/nginx';
import { startServer } from '../../tests/e2e/support/server';
import { launchLighthouseChrome } from './lighthouse-browser';
import { BENCHMARK_PAGES } from './pages';
import { median } from './statistics';
import { blockingTimes, type TraceEvent } from './thread-blocking';

/** Runs Lighthouse may fail on one page (it sometimes loses the page's trace) before the benchmark gives up. */
const MAX_FAILED_RUNS = 3;
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
/** Three by default; `--runs=1` for a quick survey of many pages. */
const RUNS = runsArgument ? Math.max(1, Number(runsArgument.slice('--runs='.length)) || 1) : 3;

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /**
   * Lighthouse's benchmark of the machine's CPU during the run (higher is faster). Simulated
   * throttling multiplies the tasks it observed by a fixed 4, so blocking time grows much faster
   * than linearly on a slower machine: figures compare only between runs at similar indexes.
   */
  cpuIndex: number;
  /**
   * Blocking time after first paint by Lighthouse's rule on its own trace: by the tasks' wall time,
   * and by the time the page's thread ran (thread-blocking.ts). The gap is time the thread did not run.
   */
  wallBlockingMs: number;
  threadBlockingMs: number;
}

const pages = process.argv.slice(2).filter((argument) => argument.startsWith('/x/'));
const targets = pages.length > 0 ? pages : BENCHMARK_PAGES;

const viaEdge = process.argv.includes('--edge');
const reportName = viaEdge ? 'lighthouse-edge' : 'lighthouse';

/** One server, or (with --edge) nginx in front of two: the production topology. */
async function startSite(): Promise<{ url: string; stop: () => Promise<unknown> }> {
  if (!viaEdge) return startServer();
  const servers = await Promise.all([startServer(), startServer()]);
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  const edge = await startEdgeCache(servers.map((server) => server.port)).catch(async (error: unknown) => {
    await stopServers();
    throw error;
  });
  return { url: edge.url, stop: () => edge.stop().then(stopServers) };
}

const server = await startSite();
// A browser that fails to start must not leave the server behind.
const chrome = await launchLighthouseChrome().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});

/** The audits that cost points outside performance: why a page misses 100, named in the report. */
function failingAudits(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null }>;
}): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const results: Record<string, RunResult & { runs: RunResult[]; failing: string[] }> = {};
try {
  for (const pathname of targets) {
    const runs: RunResult[] = [];
    const failing = new Set<string>();
    let failedRuns = 0;
    // Unmeasured: fills the edge cache with the page and everything it loads.
    if (viaEdge)
      await lighthouse(`${server.url}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      // A run Lighthouse could not finish (its runtimeError, no performance score) is repeated, not counted as zero.
      if (lhr.runtimeError || (lhr.categories.performance?.score ?? null) === null) {
        failedRuns += 1;
        if (failedRuns > MAX_FAILED_RUNS)
          throw new Error(`Lighthouse failed ${failedRuns} times on ${pathname}: ${lhr.runtimeError?.message ?? 'no score'}`);
        run -= 1;
        continue;
      }
      for (const audit of failingAudits(lhr as unknown as Parameters<typeof failingAudits>[0])) failing.add(audit);
      const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)?.items?.[0];
      const traceEvents = (result!.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
      const blocking =
        observed?.observedFirstContentfulPaintTs === undefined ? null : blockingTimes(traceEvents, observed.observedFirstContentfulPaintTs);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts =
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ??
        [];
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        jsBytes: scripts.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        wallBlockingMs: blocking?.wallMs ?? NaN,
        threadBlockingMs: blocking?.threadMs ?? NaN,
      });
    }
    const keys = Object.keys(runs[0] ?? {}) as (keyof RunResult)[];
    results[pathname] = {
      ...(Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunResult),
      runs,
      failing: [...failing],
    };
    console.log(
      pathname,
      JSON.stringify(results[pathname], (key, value) => (key === 'runs' ? undefined : value)),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(
  `reports/${reportName}.json`,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, viaEdge, results }, null, 2)}\n`,
);
const rows = Object.entries(results).map(
  ([pathname, r]) =>
    `| ${pathname} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.wallBlockingMs} | ${r.threadBlockingMs} | ${r.cls} | ${(r.jsBytes / 1024).toFixed(0)} kB | ${r.cpuIndex} |`,
);
const table = [
  `# Lighthouse (mobile defaults, median of ${RUNS} runs${viaEdge ? ', through the edge cache' : ''})`,
  '',
  '| Page | Perf | A11y | Best practices | SEO | FCP ms | LCP ms | TBT ms | Blocking, wall ms | Blocking, thread ms | CLS | JS (transfer) | CPU index |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  "CPU index: Lighthouse's benchmark of this machine (higher is faster). Blocking time is the tasks seen here times four, so it",
  'compares only between runs at similar indexes.',
  '',
  "Blocking, wall and thread: Lighthouse's rule (each task times four, less 50 ms) applied to its trace from the first",
  "contentful paint on, by each task's wall time and by the time the page's thread ran in it. TBT follows the wall time;",
  'the difference is time the thread did not run inside its tasks: waiting for a core other processes held, or for another process.',
  '',
  'Audits that cost points in accessibility, best practices or SEO (in any run):',
  '',
  ...Object.entries(results).map(([pathname, r]) => `- ${pathname}: ${r.failing.length ? r.failing.join(', ') : 'none'}`),
  '',
].join('\n');
fs.writeFileSync(`reports/${reportName}.md`, table);
console.log(table);
