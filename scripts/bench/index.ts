/**
 * `npm run bench`: figures for the closing notes, written to reports/bench.json
 * and reports/bench.md. Uses the current build (`--build` rebuilds and times it).
 * Speed targets are judged here, never in tests: server throughput against
 * nginx's static ceiling, uncached render latency, client-side navigation,
 * and the 60-second load test (which runs here rather than in the test suite
 * because it saturates both cores for a minute and needs a quiet machine to
 * read memory).
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server';
import { measureBuildTimes, type BuildTimes } from './build-time';
import { measureClientNavigation, type NavigationTiming } from './client-navigation';
import { runLoadTest, type LoadTestResult } from './load-test';
import { measurePageWeight, type PageWeight } from './page-weight';
import { BENCHMARK_PAGES } from './pages';
import { measureServerSpeed, RENDER_LATENCY_RUN, THROUGHPUT_RUN, type PageSpeed } from './server-speed';
import { median } from './statistics';

/** The introduction too: the first page most readers load. */
const WEIGHT_PAGES = ['/x/introduction/', ...BENCHMARK_PAGES];
const TTFB_PAGE = '/x/react-data-grid/';
const TTFB_WARMUP = 5;
const TTFB_SAMPLES = 20;
const NAVIGATION = { from: '/x/react-data-grid/', to: '/x/react-data-grid/quickstart/', toKey: 'react-data-grid/quickstart', runs: 7 };
/** Targets of issue 7. */
const TARGETS = { cachedToCeiling: 0.5, uncachedRenderP50Ms: 50, uncachedRenderPage: '/x/react-data-grid/', clientNavigationMs: 300 };

async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
  const elapsed = performance.now() - started; // fetch resolves when the headers arrive
  await response.arrayBuffer();
  return elapsed;
}

const report: Record<string, unknown> = { date: new Date().toISOString() };

if (process.argv.includes('--build')) report.build = measureBuildTimes(process.cwd());

const spawned = performance.now();
const server = await startServer();
report.serverStartMs = Math.round(performance.now() - spawned);
report.serverReportedReadyMs = Number(/ready in (\d+) ms/.exec(server.output())?.[1] ?? NaN);

try {
  const url = `${server.url}${TTFB_PAGE}`;
  for (let i = 0; i < TTFB_WARMUP; i++) await timeToFirstByte(url);
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) samples.push(await timeToFirstByte(url));
  report.ttfb = {
    page: TTFB_PAGE,
    samples: TTFB_SAMPLES,
    medianMs: Number(median(samples).toFixed(1)),
    maxMs: Number(Math.max(...samples).toFixed(1)),
  };

  const browser = await chromium.launch(chromiumLaunchOptions());
  const weights: PageWeight[] = [];
  for (const page of WEIGHT_PAGES) weights.push(await measurePageWeight(browser, `${server.url}${page}`));
  report.clientNavigation = await measureClientNavigation(browser, server.url, NAVIGATION);
  await browser.close();
  report.pageWeight = weights.map((weight) => ({ ...weight, url: new URL(weight.url).pathname }));

  report.serverSpeed = await measureServerSpeed(server);
} finally {
  await server.stop();
}
report.loadTest = await runLoadTest();

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

function serverSpeedLines(speeds: PageSpeed[]): string[] {
  const row = (label: string, figures: PageSpeed['cached'], ratio?: number) =>
    `| ${label} | ${figures.requestsPerSecond} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.errors + figures.timeouts} / ${figures.non2xx} | ${ratio ?? ''} |`;
  const lines = [
    '## Server speed',
    '',
    `autocannon, ${THROUGHPUT_RUN.connections} connections for ${THROUGHPUT_RUN.duration} s per line (after 2 s of warm-up), no compression, on loopback; the load tool shares the machine's 2 cores.`,
    '(a) the server with its render cache, (b) the server rendering every request (`RENDER_CACHE=off`), (c) nginx sending the same HTML as a static file.',
    '',
  ];
  for (const speed of speeds) {
    lines.push(
      `### ${speed.page}`,
      '',
      '| | req/s | p50 ms | p99 ms | errors / non-2xx | ratio to (c) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('(a) cached', speed.cached, speed.cachedToCeiling),
      row('(b) uncached render', speed.uncached, speed.uncachedToCeiling),
      row('(c) nginx static, worker per core', speed.staticCeiling, 1),
      row('nginx static, one worker', speed.staticCeilingOneWorker),
      row(`(b) uncached render, ${RENDER_LATENCY_RUN.connections} connection`, speed.uncachedOneConnection),
      '',
      `- Cached path at least ${TARGETS.cachedToCeiling * 100} % of the ceiling: ${speed.cachedToCeiling * 100} %, ${verdict(speed.cachedToCeiling >= TARGETS.cachedToCeiling)}`,
      '',
    );
  }
  const render = speeds.find((speed) => speed.page === TARGETS.uncachedRenderPage);
  if (render) {
    const p50 = render.uncachedOneConnection.p50Ms;
    lines.push(
      `- Uncached render of ${TARGETS.uncachedRenderPage} under ${TARGETS.uncachedRenderP50Ms} ms at p50 (one connection): ${p50} ms, ${verdict(p50 < TARGETS.uncachedRenderP50Ms)}`,
      '',
    );
  }
  return lines;
}

function navigationLines(navigation: NavigationTiming): string[] {
  return [
    '## Client-side navigation',
    '',
    `Chromium, ${navigation.runs.length} runs, each in a fresh context: click on the sidebar link ${navigation.to} on ${navigation.from} until the new page's h1 is visible.`,
    '',
    `- Median ${navigation.medianMs} ms (runs: ${navigation.runs.join(', ')} ms); under ${TARGETS.clientNavigationMs} ms: ${verdict(navigation.medianMs < TARGETS.clientNavigationMs)}`,
    '',
  ];
}

function loadTestLines(load: LoadTestResult): string[] {
  return [
    '## Load test',
    '',
    `${load.durationSeconds} s, ${load.connections} connections, a mix of ${load.mixSize} requests (8 pages × 6 cookie sets × HTML/Markdown Accept), fresh server with its render cache.`,
    '',
    `- ${load.requests} requests, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`,
    `- Errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
    `- Resident memory: ${load.rssMb.afterStart} MB after start, ${load.rssMb.beforeLoad} MB before the load (after one request of each kind and a full collection), peak ${load.rssMb.peak} MB`,
    `- After the load: ${load.rssMb.afterLoadUncollected} MB 5 s later, ${load.rssMb.afterLoad} MB after a full collection`,
    `- Live heap after each collection: ${load.heapUsedMb.beforeLoad} MB before the load, ${load.heapUsedMb.afterLoad} MB after`,
    `- Change from before the load (both collected): ${load.rssChangeFromBeforeLoadPercent} % (from start: ${load.rssChangeFromStartPercent} %)`,
    `- Zero errors and memory back within 20 % of before the load: ${load.passed ? 'passed' : '**failed**'}`,
    '',
  ];
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function buildLines(build: BuildTimes): string[] {
  const stages = build.fromCleanStages.map(({ stage, milliseconds }) => `${stage} ${(milliseconds / 1000).toFixed(1)} s`).join(', ');
  return [
    `- Build from clean (no cache): ${build.fromCleanSeconds} s (${stages})`,
    `- Incremental build after editing ${build.editedPage}: ${build.incrementalContentSeconds} s for the content stages (what \`npm run dev\` runs), ${build.incrementalFullSeconds} s for the whole \`npm run build\``,
  ];
}
const lines = [
  '# Benchmark report',
  '',
  `Run ${report.date} on this machine (2 cores).`,
  '',
  ...(report.build ? buildLines(report.build as BuildTimes) : []),
  `- Server start to first /healthz answer: ${report.serverStartMs} ms (server reports ready in ${report.serverReportedReadyMs} ms)`,
  `- TTFB of ${TTFB_PAGE}: median ${(report.ttfb as { medianMs: number }).medianMs} ms over ${TTFB_SAMPLES} requests after ${TTFB_WARMUP} warm-up requests`,
  '',
  '| Page | Preloaded scripts | Preloaded JS gzip | All scripts (demos hydrated) | All JS gzip | All JS raw |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...(report.pageWeight as PageWeight[]).map(
    (weight) =>
      `| ${weight.url} | ${weight.shellScripts} | ${kb(weight.shellGzipBytes)} | ${weight.scripts} | ${kb(weight.jsGzipBytes)} | ${kb(weight.jsRawBytes)} |`,
  ),
  '',
  ...serverSpeedLines(report.serverSpeed as PageSpeed[]),
  ...navigationLines(report.clientNavigation as NavigationTiming),
  ...loadTestLines(report.loadTest as LoadTestResult),
];
fs.writeFileSync('reports/bench.md', lines.join('\n'));
console.log(lines.join('\n'));
