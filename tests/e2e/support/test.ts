import { test as base, type Page, type TestInfo } from '@playwright/test';
import { watchPendingRequests } from './pending-requests';
import { watchCompositor, type StallOutcome } from './compositor-watchdog';

export { expect } from '@playwright/test';

const STALL_DESCRIPTIONS: Record<StallOutcome, string> = {
  restarted: 'drawing again once shown again',
  'restarted with the GPU process': 'drawing again only once its GPU process was restarted',
  'still stalled': 'still not drawing after being shown again and a restart of its GPU process',
};

/**
 * E2E_CPU_THROTTLE=N runs every test page's JavaScript N times slower, to bring out the races a busy
 * CI machine meets now and then: at 6, the validation page's 02/31/2025 test failed in every run
 * before it typed key by key (stop 53).
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * E2E_ANIMATION_RATE=R plays every test page's CSS animations and transitions at R times their
 * speed (0.1: ten times as long), so that a check which a busy machine now and then runs
 * mid-animation runs so every time. Set from inside the page: DevTools' own playback rate is
 * undone whenever another session (the compositor watchdog's, the walk's debugger) comes or goes.
 */
const ANIMATION_RATE = Number(process.env.E2E_ANIMATION_RATE ?? 1);

/** Waits, after every navigation, until React has hydrated the document (it marks <html data-hydrated>). */
function waitForHydration(page: Page) {
  return page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Shows again a page that Chromium stops drawing (compositor-watchdog.ts), for as long as the
 * test runs, and records each stall in the test's annotations and the run's output.
 */
function watchCompositorFor(page: Page, testInfo: TestInfo): Promise<() => Promise<void>> {
  return watchCompositor(page, (outcome, url) => {
    const description = `Chromium stopped drawing ${url}: ${STALL_DESCRIPTIONS[outcome]}`;
    testInfo.annotations.push({ type: 'compositor stall', description });
    console.warn(`compositor stall in "${testInfo.title}": ${description}`);
  });
}

/**
 * What every test page gets: with JavaScript on, `page.goto` and `page.reload`
 * return once the page is interactive, so no test clicks a server-rendered
 * button before its handler exists; and a Content-Security-Policy violation is
 * logged as a console error.
 */
async function prepareTestPage(page: Page, javaScriptEnabled: boolean): Promise<void> {
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
  if (!javaScriptEnabled) return;
  if (CPU_THROTTLE > 1) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  }
  if (ANIMATION_RATE !== 1) {
    await page.addInitScript((rate) => {
      const setRate = (event: Event) => {
        for (const animation of (event.target as Element).getAnimations()) animation.playbackRate = rate;
      };
      document.addEventListener('animationstart', setRate, true);
      document.addEventListener('transitionrun', setRate, true);
    }, ANIMATION_RATE);
  }
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
}

/**
 * Playwright's test with the preparations above and the compositor watchdog
 * on its `page`, and `walkPage`: one page per worker, kept from test to test,
 * for tests that each load a page and only look at it (pages.spec.ts walks
 * every page so). A fresh browser context per test cost that walk 40 % of its
 * time (33 Charts pages, 2 workers, means of 2 runs: 85 s and 158 CPU-s with a
 * context per test, 51 s and 92 CPU-s with one per worker), most likely
 * because each context starts with an empty HTTP cache and compiles every
 * script again. So every page but a worker's first loads as it does for a
 * reader going from page to page; first loads with an empty cache are what
 * the other specs test. A worker whose test fails is replaced, page and all.
 */
export const test = base.extend<{ walkPage: Page }, { workerPage: Page }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    await prepareTestPage(page, javaScriptEnabled !== false);
    const stopWatching = javaScriptEnabled === false ? async () => {} : await watchCompositorFor(page, testInfo);
    await use(page);
    await stopWatching();
  },
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await prepareTestPage(page, true);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The watchdog runs only during a test: between them the page waits, while the worker may run
  // other tests, which a restart of the GPU process for an idle page would disturb.
  walkPage: async ({ workerPage: page }, use, testInfo) => {
    const stopWatching = await watchCompositorFor(page, testInfo);
    await use(page);
    await stopWatching();
    // The page is not blanked between tests: about:blank moved each next page to a new renderer
    // and took back half the gain (69.5 s and 129 CPU-s on the same walk). So a message the old
    // page logs once the next test has begun counts against that next test.
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  },
});
