import { test as base, type Page, type TestInfo } from '@playwright/test';
import { watchPendingRequests } from './pending-requests';
import { watchCompositor, type StallOutcome } from './compositor-watchdog';
import { contextOnlyOptionsSet, listenersOf, makeReusable, PLAYWRIGHT_DEFAULTS, prepareForTest, resetAfterTest } from './reused-page';

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
 * Which of the two pages each running test has taken. A hook and its test on different pages is a
 * mistake that passes unseen (a beforeEach loads the reused page, the test then looks at a blank one),
 * so a test may take only one of them.
 */
const pageTakenBy = new Map<string, 'page' | 'reusedPage'>();

function takePage(testInfo: TestInfo, which: 'page' | 'reusedPage'): () => void {
  const other = pageTakenBy.get(testInfo.testId);
  if (other && other !== which) {
    throw new Error(
      `this test, or one of its hooks, already takes \`${other}\`: a test and its hooks take \`page\` or \`reusedPage\`, not both`,
    );
  }
  pageTakenBy.set(testInfo.testId, which);
  return () => pageTakenBy.delete(testInfo.testId);
}

/**
 * Playwright's test with the preparations above and the compositor watchdog on its `page`, and
 * `reusedPage`: one page per worker, handed from test to test with what each test put on it taken
 * off again (reused-page.ts), for tests that load a page and then look at it or use it. A fresh
 * browser context per test cost the page walk 40 % of its time (33 Charts pages, 2 workers, means
 * of 2 runs: 85 s and 158 CPU-s with a context per test, 51 s and 92 CPU-s with one per worker),
 * and a demo opened in one costs three times the CPU of one opened in the reused page
 * (reused-page.ts). So every page but a worker's first loads as it does for a reader going from
 * page to page; first loads with an empty cache are what the tests on `page` see. Tests that need
 * a context of their own (its options, a fake clock, the requests of a first load) take `page`.
 * A worker whose test fails is replaced, page and all.
 */
export const test = base.extend<{ reusedPage: Page }, { workerPage: Page }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const release = takePage(testInfo, 'page');
    await prepareTestPage(page, javaScriptEnabled !== false);
    const stopWatching = javaScriptEnabled === false ? async () => {} : await watchCompositorFor(page, testInfo);
    await use(page);
    await stopWatching();
    release();
  },
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale = PLAYWRIGHT_DEFAULTS.locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await prepareTestPage(page, true);
      makeReusable(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The watchdog runs only during a test: between them the page waits, while the worker may run
  // other tests, which a restart of the GPU process for an idle page would disturb.
  // The context-only options are named twice: Playwright reads a fixture's dependencies from the
  // names its first parameter destructures, and refuses a rest element there.
  reusedPage: async (
    {
      workerPage: page,
      viewport,
      colorScheme,
      reducedMotion,
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      javaScriptEnabled,
      deviceScaleFactor,
      userAgent,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      storageState,
      httpCredentials,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const unsupported = contextOnlyOptionsSet({
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      javaScriptEnabled,
      deviceScaleFactor,
      userAgent,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      storageState,
      httpCredentials,
      serviceWorkers,
    });
    const release = takePage(testInfo, 'reusedPage');
    if (unsupported.length > 0) {
      throw new Error(`the reused page cannot take ${unsupported.join(', ')} from test.use(): take the \`page\` fixture instead`);
    }
    await prepareForTest(page, { viewport, colorScheme, reducedMotion });
    const listenersBefore = listenersOf(page);
    const stopWatching = await watchCompositorFor(page, testInfo);
    await use(page);
    await stopWatching();
    // A message the old page logs once the next test has begun counts against that next test.
    await resetAfterTest(page, listenersBefore);
    release();
  },
});
