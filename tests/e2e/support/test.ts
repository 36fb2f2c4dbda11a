import { test as base, type Page, type TestInfo } from '@playwright/test';
import { watchPendingRequests } from './pending-requests';
import { watchCompositor, type StallOutcome } from './compositor-watchdog';

export { expect } from '@playwright/test';

const STALL_DESCRIPTIONS: Record<StallOutcome, string> = {
  restarted: 'drawing again once shown again',
  'restarted with the GPU process': 'drawing again only once its GPU process was restarted',
  'still stalled': 'still not drawing after being shown again and a restart of its GPU process',
};

/** Waits, after every navigation, until React has hydrated the document (it marks <html data-hydrated>). */
function waitForHydration(page: Page) {
  return page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

function noteStall(testInfo: TestInfo, outcome: StallOutcome, url: string) {
  const description = `Chromium stopped drawing ${url}: ${STALL_DESCRIPTIONS[outcome]}`;
  testInfo.annotations.push({ type: 'compositor stall', description });
  console.warn(`compositor stall in "${testInfo.title}": ${description}`);
}

/**
 * What every test page gets: with JavaScript on, `page.goto` and `page.reload`
 * return once the page is interactive, so no test clicks a server-rendered
 * button before its handler exists; a Content-Security-Policy violation is
 * logged as a console error; and a page that Chromium stops drawing is shown
 * again (compositor-watchdog.ts), and `onStall` hears of it. Returns the
 * function that stops the watching.
 */
async function prepareTestPage(
  page: Page,
  javaScriptEnabled: boolean,
  onStall: (outcome: StallOutcome, url: string) => void,
): Promise<() => Promise<void>> {
  watchPendingRequests(page);
  // The browser reports a blocked eval or inline script only to DevTools: make it a console
  // error, which every test that watches the console then fails on.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} (${event.blockedURI || 'inline'}) in ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  if (!javaScriptEnabled) return async () => {};
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return watchCompositor(page, onStall);
}

/** A worker's own page, and where its compositor stalls are reported: the test using it. */
interface WorkerPage {
  page: Page;
  reportStallsTo(testInfo: TestInfo | null): void;
}

/**
 * Playwright's test with the preparations above on its `page`, and `walkPage`:
 * one page per worker, kept from test to test, for tests that each load a page
 * and only look at it (pages.spec.ts walks every page so). A fresh browser
 * context per test cost that walk 40 % of its time (33 Charts pages, 2 workers,
 * means of 2 runs: 85 s and 158 CPU-s with a context per test, 51 s and 92 CPU-s
 * with one per worker), most likely because each context starts with an empty
 * HTTP cache and compiles every script again. So every page but a worker's first loads as it
 * does for a reader going from page to page; first loads with an empty cache are
 * what the other specs test. A worker whose test fails is replaced, page and all.
 */
export const test = base.extend<{ walkPage: Page }, { workerPage: WorkerPage }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const stopWatching = await prepareTestPage(page, javaScriptEnabled !== false, (outcome, url) => noteStall(testInfo, outcome, url));
    await use(page);
    await stopWatching();
  },
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      let current: TestInfo | null = null;
      const stopWatching = await prepareTestPage(page, true, (outcome, url) => current && noteStall(current, outcome, url));
      await use({
        page,
        reportStallsTo: (testInfo) => {
          current = testInfo;
        },
      });
      await stopWatching();
      await context.close();
    },
    { scope: 'worker' },
  ],
  walkPage: async ({ workerPage }, use, testInfo) => {
    workerPage.reportStallsTo(testInfo);
    await use(workerPage.page);
    // The page is not blanked between tests: about:blank moved each next page to a new renderer
    // and took back half the gain (69.5 s and 129 CPU-s on the same walk). So a message the old
    // page logs once the next test has begun counts against that next test.
    workerPage.page.removeAllListeners('console');
    workerPage.page.removeAllListeners('pageerror');
    workerPage.reportStallsTo(null);
  },
});
