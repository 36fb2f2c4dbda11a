import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/pages';
import { recordLabels } from './support/recorded-labels';
import { ISLAND_CHUNKS_ATTRIBUTE, resolveChunkReferences } from '../../app/demos/island-evaluation';

test('a DataGrid demo becomes interactive: clicking a header sorts the rows', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/');
  const demo = page.locator('[data-demo="react-data-grid/BasicDataGrid"]');
  await expect(demo).toHaveAttribute('data-hydrated', 'true');

  const firstTitle = demo.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="title"]');
  await expect(firstTitle).toHaveText('Things Fall Apart');
  await demo.getByRole('columnheader', { name: 'Title' }).click();
  await expect(firstTitle).toHaveText('Americanah');
  await demo.getByRole('columnheader', { name: 'Title' }).click();
  await expect(firstTitle).toHaveText('Things Fall Apart');
  expect(problems).toEqual([]);
});

test('a demo below the fold keeps its server HTML until it comes near the viewport', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/x/introduction/installation/');
  const demo = page.locator('[data-demo]').first();
  const top = await demo.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(400 + 200);
  // Server-rendered and visible in the HTML, but not hydrated yet.
  await expect(demo.locator('input')).toBeAttached();
  await page.waitForTimeout(1000);
  expect(await demo.getAttribute('data-hydrated')).toBeNull();

  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  expect(problems).toEqual([]);
});

test('a demo that takes the focus before its code arrives shows that focus once it is live', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/x/react-tree-view/tree-item-customization/');
  const demo = page.locator('[data-demo="react-tree-view/tree-item-customization/LabelSlotProps"]');
  await expect(demo.getByRole('treeitem').first()).toBeAttached();
  expect(await demo.getAttribute('data-hydrated')).toBeNull();

  // As a Tab would: the focus lands on the server's HTML, and starts the island.
  const first = demo.getByRole('treeitem').first();
  await first.focus();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await expect(first).toBeFocused();
  await expect(first.locator('.MuiTreeItem-content').first()).toHaveAttribute('data-focused');
  await page.keyboard.press('ArrowDown');
  await expect(demo.getByRole('treeitem').nth(1)).toBeFocused();
});

test('an off-screen demo hydrates on its own once the page has been idle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/x/introduction/installation/');
  const demo = page.locator('[data-demo]').first();
  await expect(demo).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
});

test('an off-screen demo waits for the first view to settle: five seconds without a long task after the load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  // Still busy after its load, as a slow phone is while the demos in view mount: a 120 ms task every 600 ms for 8 s.
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const state = window as unknown as { busyUntil: number };
      state.busyUntil = performance.now() + 8_000;
      const busy = () => {
        const end = performance.now() + 120;
        while (performance.now() < end);
        if (performance.now() < state.busyUntil) window.setTimeout(busy, 600);
      };
      window.setTimeout(busy, 0);
    });
  });
  await page.goto('/x/introduction/installation/');
  const demo = page.locator('[data-demo]').first();
  // A second after the busy time, long after the five seconds from the load that used to be the wait.
  await page.waitForFunction(() => performance.now() > (window as unknown as { busyUntil: number }).busyUntil + 1_000, null, {
    timeout: 20_000,
  });
  expect(await demo.getAttribute('data-hydrated')).toBeNull();
  await expect(demo).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
});

test('the code toggle switches between TypeScript and JavaScript', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/x/react-data-grid/');
  const code = page.locator('#demo-BasicDataGrid-code');
  await expect(code).toHaveAttribute('data-code-variant', 'TS');
  await expect(code).toContainText('interface Book');
  await expect(code).toContainText('GridColDef<Book>[]');

  await page.getByRole('group', { name: 'Code language' }).first().getByRole('button', { name: 'JS' }).click();
  await expect(code).toHaveAttribute('data-code-variant', 'JS');
  await expect(code).not.toContainText('interface Book');
  await expect(code).toContainText('const columns = [');
  expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');

  await page.getByRole('group', { name: 'Code language' }).first().getByRole('button', { name: 'TS' }).click();
  await expect(code).toHaveAttribute('data-code-variant', 'TS');
  await expect(code).toContainText('interface Book');
});

test('show and hide code, and copy it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/');
  const demo = page.locator('#demo-BasicDataGrid');
  const code = page.locator('#demo-BasicDataGrid-code');
  await demo.getByRole('button', { name: 'Hide code' }).click();
  await expect(code).toBeHidden();
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expect(code).toBeVisible();
  const copy = demo.getByRole('button', { name: 'Copy', exact: true });
  const copyLabels = await recordLabels(copy);
  await copy.click();
  await expect.poll(copyLabels).toContain('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { DataGrid, type GridColDef } from '@mui/x-data-grid';");
});

test('copy a link to a demo: it keeps the code language, and opens the demo with its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/');
  const demo = page.locator('#demo-BasicDataGrid');
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  await expect(page.locator('#demo-BasicDataGrid-code')).toHaveAttribute('data-code-variant', 'JS');
  const copyLink = demo.getByRole('button', { name: 'Copy link' });
  const copyLinkLabels = await recordLabels(copyLink);
  await copyLink.click();
  await expect.poll(copyLinkLabels).toContain('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/x/react-data-grid/');
  expect(new URL(link).hash).toBe('#system-BasicDataGrid.js');

  // A reader whose cookie says TS follows the link: the link's variant wins and the demo shows its code.
  await context.clearCookies();
  await page.goto(link);
  await expect(page.locator('#demo-BasicDataGrid-code')).toHaveAttribute('data-code-variant', 'JS');
  await expect(page.locator('#demo-BasicDataGrid-code')).toBeVisible();
  await expect(page.locator('#demo-BasicDataGrid')).toBeInViewport();
});

test('a demo’s code is sent once, in the HTML, and survives hiding and a change of language', async ({ page, context, request }) => {
  await context.clearCookies();
  const html = await (await request.get('/x/react-data-grid/list-view/')).text();
  const hydrationData = html.slice(html.indexOf('window.__remixContext'));
  expect(hydrationData.length).toBeGreaterThan(1000);
  // Highlighted lines are in the markup, and none of them in the hydration data (where they would be JSON-escaped).
  expect(html.split('class="line"').length).toBeGreaterThan(50);
  expect(hydrationData).not.toContain('class=\\"line\\"');

  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/list-view/');
  const demo = page.locator('#demo-AirportList');
  const code = page.locator('#demo-AirportList-code');
  const companion = page.locator('#demo-AirportList-code-1');
  await expect(code).toContainText("from '@mui/x-data-grid-pro'");
  await expect(companion).toContainText('Atlanta');
  const serverCode = await code.innerHTML();
  await demo.getByRole('button', { name: 'Hide code' }).click();
  await expect(companion).toBeHidden();
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expect(companion).toContainText('Atlanta');
  expect(await code.innerHTML()).toBe(serverCode);

  // Another language comes with the data of the new render.
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  await expect(code).toHaveAttribute('data-code-variant', 'JS');
  await expect(code).not.toContainText('type GridColDef');
  await expect(companion).toContainText('Atlanta');
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'TS' }).click();
  await expect(code).toHaveAttribute('data-code-variant', 'TS');
  expect(await code.innerHTML()).toBe(serverCode);
  expect(problems).toEqual([]);
});

test('navigating on the client loads the next page complete, demos included', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/introduction/');
  await page.locator('nav[aria-label="Documentation"]').getByRole('link', { name: 'Overview' }).nth(1).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  const demo = page.locator('[data-demo="react-data-grid/BasicDataGrid"]');
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await expect(demo.locator('.MuiDataGrid-row').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('leaving a page parks its demos at their size without reading layout, and unmounts them once the next page has painted', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/');
  const demo = page.locator('[data-demo="react-data-grid/BasicDataGrid"]');
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  const size = await demo.evaluate((frame) => {
    const box = frame.firstElementChild!.getBoundingClientRect();
    return { width: box.width, height: box.height };
  });
  type Watch = { layoutReads: number; parked: { width: number; height: number }[]; paintedAt?: number; unparkedAt?: number };
  await page.evaluate(() => {
    const watch: Watch = { layoutReads: 0, parked: [] };
    (window as unknown as { watch: Watch }).watch = watch;
    // A read of an island container's box, during the navigation, lays out the half-changed page.
    const read = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.parentElement?.hasAttribute('data-demo')) watch.layoutReads += 1;
      return read.call(this);
    };
    const isParking = (node: Node): node is HTMLElement => node instanceof HTMLElement && node.style.left === '-10000px';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (isParking(node)) watch.parked.push({ width: parseFloat(node.style.width), height: parseFloat(node.style.height) });
        for (const node of record.removedNodes) if (isParking(node)) watch.unparkedAt ??= performance.now();
      }
    }).observe(document.body, { childList: true });
    document.addEventListener(
      'click',
      () => {
        (function awaitHeading() {
          // An animation frame with the new heading in the document is the one that paints it.
          if (document.querySelector('article[data-page-key="react-data-grid/quickstart"] h1')) watch.paintedAt ??= performance.now();
          else requestAnimationFrame(awaitHeading);
        })();
      },
      { capture: true, once: true },
    );
  });
  await page.locator('nav[aria-label="Documentation"] a[href="/x/react-data-grid/quickstart/"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Quickstart');
  await page.waitForFunction(() => (window as unknown as { watch: Watch }).watch.unparkedAt !== undefined);
  const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
  expect(watch.layoutReads).toBe(0);
  const parkedGrid = watch.parked.find(
    (parked) => Math.abs(parked.width - size.width) < 0.5 && Math.abs(parked.height - size.height) < 0.5,
  );
  expect(parkedGrid, JSON.stringify({ size, parked: watch.parked })).toBeDefined();
  expect(watch.unparkedAt).toBeGreaterThan(watch.paintedAt ?? Infinity);
  expect(problems).toEqual([]);
});

test('the data of a client-side navigation is rendered once, then answered from memory', async ({ request }) => {
  const dataUrl = `/x/react-data-grid/quickstart/?_data=${encodeURIComponent('routes/_docs.x.$')}`;
  const first = await request.get(dataUrl);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toMatch(/^application\/json/);
  const second = await request.get(dataUrl);
  expect(second.headers()['x-render-cache']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
});

/** The JavaScript a page downloads, as text, scrolled through so every demo loads. */
async function javascriptOf(page: import('@playwright/test').Page, pathname: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  const collect = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  };
  page.on('response', collect);
  await page.goto(pathname);
  const { hydrateAllDemos } = await import('./support/pages');
  await hydrateAllDemos(page);
  // Stop collecting before the page closes: a body asked for after the test ends rejects, unhandled.
  page.off('response', collect);
  const sources = await Promise.all(scripts);
  await page.close();
  return sources;
}

test('each page downloads the code of its own demos and packages only', async ({ browser }) => {
  const gridPage = await browser.newPage();
  const gridScripts = await javascriptOf(gridPage, '/x/react-data-grid/');
  const chartsPage = await browser.newPage();
  const chartsScripts = await javascriptOf(chartsPage, '/x/react-charts/');
  const prosePage = await browser.newPage();
  const proseScripts = await javascriptOf(prosePage, '/x/');

  const has = (scripts: string[], marker: string) => scripts.some((source) => source.includes(marker));
  // Class keys that only each package's own code contains.
  const GRID = 'virtualScrollerContent';
  const CHARTS = 'MuiChartsAxis';
  const PICKERS = 'MuiPickersDay';
  expect(has(gridScripts, GRID)).toBe(true);
  expect(has(gridScripts, CHARTS)).toBe(false);
  expect(has(chartsScripts, CHARTS)).toBe(true);
  expect(has(chartsScripts, GRID)).toBe(false);
  expect(has(proseScripts, GRID)).toBe(false);
  expect(has(proseScripts, CHARTS)).toBe(false);
  expect(has(proseScripts, PICKERS)).toBe(false);
  // Demo source itself: the grid page's rows are not in the charts page's code.
  expect(has(chartsScripts, 'Things Fall Apart')).toBe(false);
});

test.describe('a demo full screen', () => {
  test('the toolbar opens it: the demo alone, hydrated, its code one click away, the way back', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/sorting/');
    const demo = page.locator('#demo-SortingComparator');
    await demo.getByRole('link', { name: 'Sorting Comparator, full screen' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/demos\/SortingComparator\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting Comparator');
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
    await expect(page.locator('[data-demo$="/SortingComparator"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-demo]')).toHaveCount(1);
    const code = page.locator('#demo-SortingComparator-code');
    await expect(code).toBeHidden();
    await page.getByRole('button', { name: 'Show code' }).click();
    await expect(code).toBeVisible();
    await expect(page.getByRole('link', { name: /full screen/ })).toHaveCount(0);
    await page.getByRole('link', { name: '← Sorting' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/#demo-SortingComparator$/);
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('served in the reader code variant, never indexed; unknown demos and pages are 404', async ({ request, playwright }) => {
    const response = await request.get('/x/react-data-grid/sorting/demos/SortingComparator/');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('data-code-variant="TS"');
    const jsContext = await playwright.request.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { Cookie: 'codeVariant=JS' },
    });
    expect(await (await jsContext.get('/x/react-data-grid/sorting/demos/SortingComparator/')).text()).toContain('data-code-variant="JS"');
    await jsContext.dispose();
    expect((await request.get('/x/react-data-grid/sorting/demos/NoSuchDemo/')).status()).toBe(404);
    expect((await request.get('/x/no-such-page/demos/SortingComparator/')).status()).toBe(404);
    expect((await request.get('/x/react-data-grid/sorting/demos/sortingComparator/')).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/demos/');
  });
});

test('a data file too long for the page is shown when asked, from its own address', async ({ page, request }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/x/react-data-grid/row-grouping/');
  const html = (await response?.text()) ?? '';
  // The year of commits is 63 kB of source under every demo of the page: none of it is in the HTML.
  expect(html).not.toContain('export interface Commit');

  const panel = page.locator('#demo-GroupByProduct');
  const link = panel.getByRole('link', { name: /^Show all [\d,]+ lines$/ });
  await expect(link).toHaveAttribute('href', '/x/react-data-grid/row-grouping/demos/GroupByProduct/files/mui-x-commits.ts?variant=TS');
  await link.click();
  await expect(panel.locator('pre code', { hasText: 'export interface Commit' })).toBeVisible();
  expect(problems).toEqual([]);

  // Without JavaScript the link opens the file as text, in either variant; other names are not found.
  const javascript = await request.get('/x/react-data-grid/row-grouping/demos/GroupByProduct/files/mui-x-commits.js?variant=JS');
  expect(javascript.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await javascript.text()).not.toContain('export interface Commit');
  expect((await request.get('/x/react-data-grid/row-grouping/demos/GroupByProduct/files/index.mdx')).status()).toBe(404);
  expect((await request.get('/x/react-data-grid/row-grouping/demos/NoSuchDemo/files/mui-x-commits.ts')).status()).toBe(404);
});

test('after a client-side navigation the demos show at once from the server HTML, and hydrate when their code arrives', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-charts/');
  // Hold the Gauge page's first demo chunk: the page must not wait for it.
  let releaseDemoCode = () => {};
  const demoCodeHeld = new Promise<void>((resolve) => (releaseDemoCode = resolve));
  await page.route(/\/x\/build\/_shared\/BasicGauge-[A-Z0-9]+\.js$/, async (route) => {
    await demoCodeHeld;
    await route.continue();
  });

  await page.locator('nav[aria-label="Documentation"] a[href="/x/react-charts/gauge/"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Gauge');
  const demo = page.locator('[data-demo="react-charts/gauge/BasicGauge"]');
  // The gauges are drawn, at their size, before any of the demo's code has run.
  await expect(demo.locator('svg').first()).toBeVisible();
  const box = await demo.locator('svg').first().boundingBox();
  expect(box?.height).toBeGreaterThan(50);
  const heightBefore = await demo.evaluate((element) => element.getBoundingClientRect().height);
  expect(await demo.getAttribute('data-hydrated')).toBeNull();

  releaseDemoCode();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  expect(await demo.evaluate((element) => element.getBoundingClientRect().height)).toBe(heightBefore);
  await page.waitForTimeout(300);
  expect(problems).toEqual([]);
});

test('a page preloads its first demo’s code and its frame’s while the document arrives', async ({ page }) => {
  const response = await page.goto('/x/react-data-grid/');
  const html = (await response?.text()) ?? '';
  // Preloads wait for the first paint (app/document/deferred-boot.server.ts), then load as modulepreload.
  const preloads = [...html.matchAll(/<link rel="(?:x-after-paint-)?modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads.some((href) => /\/x\/build\/_shared\/BasicDataGrid-[A-Z0-9]+\.js$/.test(href ?? ''))).toBe(true);
  // And the frame every demo is imported in.
  expect(preloads.some((href) => /\/x\/build\/_shared\/DemoRoot-[A-Z0-9]+\.js$/.test(href ?? ''))).toBe(true);
  // The demo's module and the chunks it imports, not the other demos'.
  expect(preloads.some((href) => /ServerSideGrid|PremiumGrid/.test(href ?? ''))).toBe(false);
  // Each preloaded chunk is one the page goes on to run.
  await expect(page.locator('[data-demo="react-data-grid/BasicDataGrid"]')).toHaveAttribute('data-hydrated', 'true');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const href of preloads) expect(loaded).toContain(href);
});

test('an island imports its frame before its demo, so that each is evaluated in a task of its own', async ({ page }) => {
  // Each chunk reports its evaluation; the frame's chunk is held back until the end.
  type Reporting = Window & { evaluatedChunks?: string[] };
  const reportEvaluation = (name: string) => `\n;((window.evaluatedChunks ??= []).push(${JSON.stringify(name)}));`;
  let releaseFrame = () => {};
  const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
  await page.route(/\/x\/build\/_shared\/DemoRoot-[A-Z0-9]+\.js$/, async (route) => {
    await frameHeld;
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()) + reportEvaluation('frame') });
  });
  await page.route(/\/x\/build\/_shared\/BasicDataGrid-[A-Z0-9]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()) + reportEvaluation('demo') });
  });
  const demoChunkServed = page.waitForResponse(/\/x\/build\/_shared\/BasicDataGrid-[A-Z0-9]+\.js$/);
  // Not until `load`: the held chunk is preloaded, and would hold the load event too.
  await page.goto('/x/react-data-grid/', { waitUntil: 'domcontentloaded' });
  await demoChunkServed;
  // Imported together, the demo's module would be evaluated by now: its chunks all come from this machine.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as Reporting).evaluatedChunks ?? [])).toEqual([]);
  releaseFrame();
  await expect(page.locator('[data-demo="react-data-grid/BasicDataGrid"]')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as Reporting).evaluatedChunks)).toEqual(['frame', 'demo']);
});

test('an island evaluates the chunks its container names one per task, in the order the browser would evaluate them together', async ({
  page,
}) => {
  // Every script reports its evaluation, and whether another script's evaluation ran earlier in the
  // same task: the flag is cleared by a microtask, and a task runs its microtasks only once its
  // scripts are done, so a module graph evaluated in one go sets it for all but its first.
  type Logging = Window & { evaluations?: { script: string; sharedTask: boolean }[]; scriptRunning?: boolean };
  const reportEvaluation = (script: string) =>
    `\n;(() => { const w = window; (w.evaluations ??= []).push({ script: ${JSON.stringify(script)}, sharedTask: w.scriptRunning === true });` +
    ` w.scriptRunning = true; queueMicrotask(() => { w.scriptRunning = false; }); })();`;
  await page.route(/\/x\/build\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()) + reportEvaluation(new URL(route.request().url()).pathname) });
  });
  await page.goto('/x/react-date-pickers/');
  const demo = page.locator('[data-demo="react-date-pickers/BasicDatePicker"]');
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  const references = (await demo.locator(`:scope > [${ISLAND_CHUNKS_ATTRIBUTE}]`).getAttribute(ISLAND_CHUNKS_ATTRIBUTE)) ?? '';
  const named = resolveChunkReferences(references, page.url()).map((url) => new URL(url).pathname);
  // The frame's chunks and the demo's, less what the page's entry and routes had evaluated.
  expect(named.length).toBeGreaterThan(20);
  expect(named.at(-1)).toMatch(/\/BasicDatePicker-[A-Z0-9]+\.js$/);
  const evaluations = await page.evaluate(() => (window as Logging).evaluations ?? []);
  const ofIsland = evaluations.filter((evaluation) => named.includes(evaluation.script));
  expect(ofIsland.map((evaluation) => evaluation.script)).toEqual(named);
  expect(ofIsland.filter((evaluation) => evaluation.sharedTask)).toEqual([]);
});

test('a chart or a Data Grid island builds the browser’s Intl services before its packages are evaluated, so not in their task', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // Each Intl service built is recorded with the script files on its stack.
  type Recording = Window & { intlBuilt?: { service: string; files: string[] }[] };
  await page.addInitScript(() => {
    const recording = window as Recording;
    recording.intlBuilt = [];
    for (const service of ['Segmenter', 'Collator'] as const) {
      const Real = Intl[service] as unknown as new (...args: unknown[]) => object;
      const Recorded = function (...args: unknown[]) {
        const files = (new Error().stack ?? '').match(/\/x\/build\/[^\s:)]+\.js/g) ?? [];
        recording.intlBuilt!.push({ service, files });
        return new Real(...args);
      };
      Recorded.prototype = Real.prototype;
      Object.defineProperty(Intl, service, { value: Recorded, configurable: true, writable: true });
    }
  });
  for (const [path, service] of [
    ['/x/react-charts/stacking/', 'Segmenter'],
    ['/x/react-data-grid/', 'Collator'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-demo]').first()).toHaveAttribute('data-hydrated', 'true');
    const built = (await page.evaluate(() => (window as Recording).intlBuilt ?? [])).filter((entry) => entry.service === service);
    // The warm-up's, then the package's own, built as its module is evaluated.
    expect(built.length, path).toBeGreaterThanOrEqual(2);
    const [first, ...later] = built;
    const packageFiles = new Set(later.flatMap((entry) => entry.files));
    expect(packageFiles.size, path).toBeGreaterThan(0);
    expect(
      first!.files.filter((file) => packageFiles.has(file)),
      path,
    ).toEqual([]);
  }
  expect(problems).toEqual([]);
});

/**
 * Loads `path` with the code of demo `name` held back, marks the island's first
 * server node, lets the code through, and tells whether that node survived:
 * hydrating keeps it, a fresh render replaces it.
 */
async function keepsServerNode(page: Page, path: string, name: string): Promise<boolean> {
  type Marked = Element & { fromServer?: boolean };
  let releaseDemoCode = () => {};
  const demoCodeHeld = new Promise<void>((resolve) => (releaseDemoCode = resolve));
  const demoChunk = new RegExp(`/x/build/_shared/${name}-[A-Z0-9]+\\.js$`);
  await page.route(demoChunk, async (route) => {
    await demoCodeHeld;
    await route.continue();
  });
  // Not until `load`: the held chunk is preloaded, and would hold the load event too.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const demo = page.locator(`[data-demo$="/${name}"]`).first();
  await demo.evaluate((frame) => ((frame.firstElementChild!.firstElementChild as Marked).fromServer = true));
  expect(await demo.getAttribute('data-hydrated')).toBeNull();
  releaseDemoCode();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await page.unroute(demoChunk);
  return demo.evaluate((frame) => !!(frame.firstElementChild?.firstElementChild as Marked | null)?.fromServer);
}

test('a Data Grid island is rendered afresh over its server HTML, and a chart and a picker hydrate their own', async ({ page }) => {
  const problems = watchConsole(page);
  expect(await keepsServerNode(page, '/x/react-data-grid/', 'BasicDataGrid')).toBe(false);
  expect(await keepsServerNode(page, '/x/react-charts/', 'BasicBarChart')).toBe(true);
  expect(await keepsServerNode(page, '/x/react-date-pickers/custom-field/', 'TextFieldSlotProps')).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('a responsive picker, rendered as for a desktop on the server, is rendered afresh as the mobile picker', async ({ page }) => {
    const problems = watchConsole(page);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(false);
    expect(await keepsServerNode(page, '/x/react-date-pickers/custom-field/', 'TextFieldSlotProps')).toBe(false);
    const demo = page.locator('[data-demo$="/TextFieldSlotProps"]');
    // The two variants draw the same field; the mobile one opens a modal dialog, not a popper.
    await demo.getByRole('button', { name: /^Choose date, selected date is May 14, 1990/ }).tap();
    await expect(page.locator('.MuiDialog-paper[role="dialog"]')).toBeVisible();
    await expect(page.locator('.MuiPickerPopper-root')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).tap();
    // The charts' server render is what a phone shows too: hydrated in place.
    expect(await keepsServerNode(page, '/x/react-charts/', 'BasicBarChart')).toBe(true);
    expect(problems).toEqual([]);
  });

  for (const { pathname, demo, kind } of [
    { pathname: '/x/react-data-grid/row-grouping/', demo: 'GroupByProduct', kind: 'a Data Grid' },
    // Its grid's `sx` makes a root of its own, which the server renders from the demo's source.
    { pathname: '/x/react-data-grid/', demo: 'BasicDataGrid', kind: 'a Data Grid given an `sx`' },
  ]) {
    test(`${kind} adopts its root’s styles from the page instead of compiling them, in both states a phone draws it in`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(pathname);
      const grid = page.locator(`[data-demo$="/${demo}"]`);
      await expect(grid).toHaveAttribute('data-hydrated', 'true');
      await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
      const rootClass = await grid
        .locator('.MuiDataGrid-root')
        .evaluate((root) => [...root.classList].find((name) => name.startsWith('mui-')));
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((tag) => ({
          adopted: tag.getAttribute('data-emotion') !== 'mui',
          names: tag.getAttribute('data-emotion')?.split(' ').slice(1) ?? [],
          rules: [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        })),
      );
      // The page brought the root's stylesheet, that class's among them…
      expect(styles.filter((tag) => tag.adopted).flatMap((tag) => tag.names)).toContain(rootClass?.slice('mui-'.length));
      // …and the browser compiled none of it: no rule it inserted styles the grid's column headers.
      const compiledHere = styles.filter((tag) => !tag.adopted).flatMap((tag) => tag.rules);
      expect(compiledHere.length).toBeGreaterThan(0);
      expect(compiledHere.filter((rule) => rule.includes('.MuiDataGrid-columnHeaderTitleContainer'))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the page’s Emotion styles stay where the server put them when the first island starts Emotion', async ({ page, request }) => {
    const problems = watchConsole(page);
    const pathname = '/x/react-data-grid/row-grouping/';
    const html = await (await request.get(pathname)).text();
    const afterInsertionPoint =
      /<meta name="emotion-insertion-point" content=""\/>((?:<style [^>]*>[^<]*<\/style>)*)/.exec(html)?.[1] ?? '';
    const served = [...afterInsertionPoint.matchAll(/data-emotion="([^"]*)"/g)].map((match) => match[1]);
    expect(served.length).toBeGreaterThan(1);
    await page.goto(pathname);
    await expect(page.locator('[data-demo$="/GroupByProduct"]')).toHaveAttribute('data-hydrated', 'true');
    const live = await page.evaluate(() => {
      const tags: (string | null)[] = [];
      for (let next = document.querySelector('meta[name="emotion-insertion-point"]')?.nextElementSibling; next?.matches('style');) {
        tags.push(next.getAttribute('data-emotion'));
        next = next.nextElementSibling;
      }
      return tags;
    });
    // Still right after the insertion point, in the server's order, with the browser's own tags (no ids) among them.
    expect(live.filter((value) => value?.includes(' '))).toEqual(served);
    expect(problems).toEqual([]);
  });
});

test('an off-screen code block holds the height it draws at, so nothing below it moves as it nears the viewport', async ({ page }) => {
  await page.goto('/x/react-data-grid/filtering/customization/');
  const code = page.locator('#demo-BetweenOperator-code pre.shiki');
  // Its lines are not laid out yet: the block stands at its estimated height.
  const laidOut = () => code.evaluate((pre) => pre.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  expect(await laidOut()).toBe(false);
  const estimated = await code.evaluate((pre) => pre.getBoundingClientRect().height);
  await code.evaluate((pre) => pre.scrollIntoView({ block: 'start' }));
  await expect.poll(laidOut).toBe(true);
  const drawn = await code.evaluate((pre) => pre.getBoundingClientRect().height);
  expect(Math.abs(drawn - estimated)).toBeLessThan(1);
});

test.describe('code tokens', () => {
  /** The first `import` keyword's colour, and the colour of a line's bare text, in the first code block. */
  const drawnColours = (page: Page) =>
    page
      .locator('pre.shiki')
      .first()
      .evaluate((pre) => {
        const keyword = [...pre.querySelectorAll('span.line > span')].find((token) => token.textContent === 'import');
        return {
          keyword: keyword ? getComputedStyle(keyword).color : null,
          plainText: getComputedStyle(pre.querySelector('span.line')!).color,
          inlineStyled: pre.querySelectorAll('span[style]').length,
        };
      });
  // GitHub's high-contrast light theme and its dark theme: keywords #a0111f and #f97583, plain text #0e1116 and #e1e4e8.
  const LIGHT = { keyword: 'rgb(160, 17, 31)', plainText: 'rgb(14, 17, 22)', inlineStyled: 0 };
  const DARK = { keyword: 'rgb(249, 117, 131)', plainText: 'rgb(225, 228, 232)', inlineStyled: 0 };

  test('take each scheme’s colours from their classes', async ({ page }) => {
    await page.goto('/x/react-data-grid/quickstart/');
    expect(await drawnColours(page)).toEqual(LIGHT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await drawnColours(page)).toEqual(DARK);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

    test('take the system’s dark colours before anything sets the scheme', async ({ page }) => {
      await page.goto('/x/react-data-grid/quickstart/');
      expect(await page.locator('html').getAttribute('data-mui-color-scheme')).toBeNull();
      expect(await drawnColours(page)).toEqual(DARK);
    });
  });
});
