import { test as base, type Page } from '@playwright/test';
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

/**
 * Playwright's test with three changes: with JavaScript on, `page.goto` and
 * `page.reload` return once the page is interactive, so no test clicks a
 * server-rendered button before its handler exists; a Content-Security-Policy
 * violation is logged as a console error; and a page that Chromium stops
 * drawing is shown again (compositor-watchdog.ts), which the test's
 * annotations and the run's output record.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
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
    if (javaScriptEnabled !== false) {
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
    const stopWatching =
      javaScriptEnabled === false
        ? async () => {}
        : await watchCompositor(page, (outcome, url) => {
            const description = `Chromium stopped drawing ${url}: ${STALL_DESCRIPTIONS[outcome]}`;
            testInfo.annotations.push({ type: 'compositor stall', description });
            console.warn(`compositor stall in "${testInfo.title}": ${description}`);
          });
    await use(page);
    await stopWatching();
  },
});
