/**
 * `npm run bench:search`: the search figures for the closing notes, written to
 * reports/search.json and reports/search.md. Uses the current build.
 *   - the index's size on disk and compressed as it would travel;
 *   - server query time, p50 and p95, over 200 mixed queries on the full site
 *     (in process, so that only the search itself is timed, after warm-up);
 *   - time to first result in Chromium: from the query's input event in the
 *     dialog to the first result on screen, over HTTP to the real server.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server';
import { generatedPath } from '../../app/lib/generated-path.server';
import { SEARCH_INDEX_FILE } from '../../app/search/search-engine';
import { loadSearchIndex, searchDocs } from '../../app/search/search.server';
import { median, percentile } from './statistics';

/** Whole names, partial words, typos, phrases and prose words, as readers type them. */
const SEED_QUERIES = [
  'datagrid',
  'data grid',
  'DataGrid',
  'sortModel',
  'checkbxSelection',
  'pagination',
  'paginationModel',
  'filter',
  'filterModel',
  'quick filter',
  'row grouping',
  'aggregation',
  'pivot',
  'tree data',
  'master detail',
  'getDetailPanelContent',
  'column pinning',
  'pinned rows',
  'virtualization',
  'export csv',
  'excel export',
  'clipboard',
  'editing',
  'processRowUpdate',
  'cell editing',
  'row height',
  'getRowHeight',
  'density',
  'toolbar',
  'GridToolbar',
  'slots',
  'slotProps',
  'localization',
  'frFR',
  'rtl',
  'date picker',
  'DatePicker',
  'DateRangePicker',
  'time picker',
  'AdapterDayjs',
  'LocalizationProvider',
  'dayjs',
  'timezone',
  'validation',
  'minDate',
  'shouldDisableDate',
  'calendar',
  'DateCalendar',
  'field',
  'DateField',
  'bar chart',
  'BarChart',
  'line chart',
  'LineChart',
  'pie',
  'PieChart',
  'scatter',
  'sparkline',
  'axis',
  'xAxis',
  'tooltip',
  'legend',
  'series',
  'highlight',
  'zoom',
  'tree view',
  'RichTreeView',
  'SimpleTreeView',
  'TreeItem',
  'selection',
  'expansion',
  'drag and drop',
  'license',
  'license key',
  'LicenseInfo',
  'telemetry',
  'installation',
  'npm',
  'pnpm',
  'peer dependencies',
  'migration',
  'v8',
  'breaking changes',
  'codemod',
  'MuiDataGrid-cell',
  'MuiDataGrid-root',
  'apiRef',
  'useGridApiRef',
  'theme',
  'dark mode',
  'colDef',
  'valueGetter',
  'valueFormatter',
  'renderCell',
  'GridColDef',
  'headerName',
  'flex',
  'width',
  'autosize',
  'checkbox',
  'onRowClick',
  'sorting',
  'sortingOrder',
  'sortComparator',
  'server side',
  'dataSource',
  'loading',
  'noRowsOverlay',
  'overlay',
  'footer',
  'pageSizeOptions',
  'columnVisibilityModel',
  'column menu',
  'column groups',
  'spanning',
  'row reorder',
  'keyboard',
  'accessibility',
  'aria',
  'roadmap',
  'support',
  'mcp',
  'llms',
  'premium',
  'pro plan',
  'watermark',
  'grd',
  'pickr',
  'chrat',
  'sortMdel',
  'filtr',
  'paginaton',
  'd',
  'da',
  'dat',
  'datag',
  'sor',
  'sort',
  'sortM',
];

const report: Record<string, unknown> = { date: new Date().toISOString() };

const indexText = fs.readFileSync(generatedPath(SEARCH_INDEX_FILE));
report.index = {
  bytes: indexText.length,
  gzipBytes: zlib.gzipSync(indexText, { level: 6 }).length,
  brotliBytes: zlib.brotliCompressSync(indexText).length,
  documents: JSON.parse(indexText.toString('utf8')).documentCount as number,
};

const loadStarted = performance.now();
const index = loadSearchIndex();
report.indexLoadMs = Number((performance.now() - loadStarted).toFixed(1));

const queries = Array.from({ length: 200 }, (_, position) => SEED_QUERIES[position % SEED_QUERIES.length]);
for (const query of SEED_QUERIES) searchDocs(query, index); // warm-up
const times: number[] = [];
let responseBytes = 0;
for (const query of queries) {
  const started = performance.now();
  const response = searchDocs(query, index);
  times.push(performance.now() - started);
  responseBytes += Buffer.byteLength(JSON.stringify(response));
}
times.sort((a, b) => a - b);
report.serverQuery = {
  queries: queries.length,
  p50Ms: Number(percentile(times, 0.5).toFixed(2)),
  p95Ms: Number(percentile(times, 0.95).toFixed(2)),
  maxMs: Number(times.at(-1)!.toFixed(2)),
  meanResponseBytes: Math.round(responseBytes / queries.length),
};

const server = await startServer();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples: number[] = [];
  for (const query of ['sortModel', 'date picker', 'PieChart', 'licens', 'tree view']) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/x/introduction/`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.waitFor();
    // From the input event (the whole query at once, as a paste or a fast typist gives it) to the first result drawn.
    await page.evaluate(() => {
      const windowWithProbe = window as unknown as { firstResult: Promise<number> };
      windowWithProbe.firstResult = new Promise((resolve) => {
        let started = 0;
        document.addEventListener('input', () => (started = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          if (started && document.querySelector('[role="listbox"] [role="option"]')) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    await input.fill(query);
    const elapsed = await page.evaluate(() => (window as unknown as { firstResult: Promise<number> }).firstResult);
    samples.push(elapsed);
    await page.close();
  }
  await browser.close();
  samples.sort((a, b) => a - b);
  report.browserTimeToFirstResult = {
    samples: samples.map((sample) => Number(sample.toFixed(1))),
    medianMs: Number(median(samples).toFixed(1)),
  };
} finally {
  await server.stop();
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/search.json', JSON.stringify(report, null, 2));
const index_ = report.index as { bytes: number; gzipBytes: number; brotliBytes: number; documents: number };
const query = report.serverQuery as { queries: number; p50Ms: number; p95Ms: number; maxMs: number; meanResponseBytes: number };
const browserFigures = report.browserTimeToFirstResult as { samples: number[]; medianMs: number };
fs.writeFileSync(
  'reports/search.md',
  [
    `# Search figures (${report.date})`,
    '',
    `- Index: ${index_.documents} entries, ${(index_.bytes / 1024).toFixed(0)} kB on disk, ${(index_.gzipBytes / 1024).toFixed(0)} kB gzip, ${(index_.brotliBytes / 1024).toFixed(0)} kB brotli (it stays on the server; readers download only answers, ${query.meanResponseBytes} bytes on average before compression)`,
    `- Index load at the first query: ${report.indexLoadMs} ms`,
    `- Server query time over ${query.queries} mixed queries: p50 ${query.p50Ms} ms, p95 ${query.p95Ms} ms, max ${query.maxMs} ms`,
    `- Browser, query typed to first result on screen (includes the 60 ms typing pause): median ${browserFigures.medianMs} ms (${browserFigures.samples.join(', ')} ms)`,
    '',
  ].join('\n'),
);
console.log(fs.readFileSync('reports/search.md', 'utf8'));
