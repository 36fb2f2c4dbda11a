/**
 * `npm run bench`: figures for the closing notes, written to reports/bench.json
 * and reports/bench.md. Uses the current build (`--build` rebuilds and times it).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server';
import { measurePageWeight, type PageWeight } from './page-weight';

const WEIGHT_PAGES = ['/x/introduction/', '/x/introduction/installation/', '/x/react-data-grid/', '/x/react-date-pickers/', '/x/react-charts/', '/x/react-tree-view/'];
const TTFB_PAGE = '/x/react-data-grid/';
const TTFB_WARMUP = 5;
const TTFB_SAMPLES = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
  const elapsed = performance.now() - started; // fetch resolves when the headers arrive
  await response.arrayBuffer();
  return elapsed;
}

const report: Record<string, unknown> = { date: new Date().toISOString() };

if (process.argv.includes('--build')) {
  const started = performance.now();
  execSync('npm run build', { stdio: 'inherit' });
  report.buildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
}

const spawned = performance.now();
const server = await startServer();
report.serverStartMs = Math.round(performance.now() - spawned);
report.serverReportedReadyMs = Number(/ready in (\d+) ms/.exec(server.output())?.[1] ?? NaN);

try {
  const url = `${server.url}${TTFB_PAGE}`;
  for (let i = 0; i < TTFB_WARMUP; i++) await timeToFirstByte(url);
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) samples.push(await timeToFirstByte(url));
  report.ttfb = { page: TTFB_PAGE, samples: TTFB_SAMPLES, medianMs: Number(median(samples).toFixed(1)), maxMs: Number(Math.max(...samples).toFixed(1)) };

  const browser = await chromium.launch(chromiumLaunchOptions());
  const weights: PageWeight[] = [];
  for (const page of WEIGHT_PAGES) weights.push(await measurePageWeight(browser, `${server.url}${page}`));
  await browser.close();
  report.pageWeight = weights.map((weight) => ({ ...weight, url: new URL(weight.url).pathname }));
} finally {
  await server.stop();
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const lines = [
  '# Benchmark report',
  '',
  `Run ${report.date} on this machine (2 cores).`,
  '',
  ...(report.buildSeconds ? [`- Build (content + Remix + server): ${report.buildSeconds} s`] : []),
  `- Server start to first /healthz answer: ${report.serverStartMs} ms (server reports ready in ${report.serverReportedReadyMs} ms)`,
  `- TTFB of ${TTFB_PAGE}: median ${(report.ttfb as { medianMs: number }).medianMs} ms over ${TTFB_SAMPLES} requests after ${TTFB_WARMUP} warm-up requests`,
  '',
  '| Page | Scripts | JS gzip | JS raw |',
  '| --- | ---: | ---: | ---: |',
  ...(report.pageWeight as PageWeight[]).map((weight) => `| ${weight.url} | ${weight.scripts} | ${kb(weight.jsGzipBytes)} | ${kb(weight.jsRawBytes)} |`),
  '',
];
fs.writeFileSync('reports/bench.md', lines.join('\n'));
console.log(lines.join('\n'));
