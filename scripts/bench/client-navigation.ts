/**
 * Client-side navigation between two Data Grid pages, as a reader sees it:
 * from the click on a sidebar link to the new page's h1 on screen. Each run
 * is a fresh browser context (nothing cached from the run before); the click
 * is Playwright's (the mouse moves onto the link, then presses), and the
 * clock runs in the page, from the click event to the first animation frame
 * at which the new page's heading is laid out and visible.
 */
import type { Browser } from 'playwright-core';
import { median } from './statistics';

export interface NavigationTiming {
  from: string;
  to: string;
  runs: number[];
  medianMs: number;
}

/**
 * In-page script, armed before the click: sets window.__navigationMs to the
 * milliseconds from the click event to the first frame where the new page's
 * heading is laid out and visible. A string, because the bundler running this
 * file would otherwise add helpers to a function that the page does not have.
 */
function armNavigationClock(pageKey: string): string {
  return `document.addEventListener('click', function () {
    var clicked = performance.now();
    (function check() {
      var heading = document.querySelector('article[data-page-key=' + ${JSON.stringify(JSON.stringify(pageKey))} + '] h1');
      var box = heading && heading.getBoundingClientRect();
      if (heading && box.height > 0 && getComputedStyle(heading).visibility !== 'hidden') window.__navigationMs = performance.now() - clicked;
      else requestAnimationFrame(check);
    })();
  }, { capture: true, once: true });`;
}

export async function measureClientNavigation(
  browser: Browser,
  origin: string,
  { from, to, toKey, runs }: { from: string; to: string; toKey: string; runs: number },
): Promise<NavigationTiming> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const link = page.locator(`nav[aria-label="Documentation"] a[href="${to}"]`).first();
    await link.waitFor({ state: 'visible' });
    await page.evaluate(armNavigationClock(toKey));
    await link.click();
    await page.waitForFunction(() => typeof (window as unknown as { __navigationMs?: number }).__navigationMs === 'number');
    timings.push(await page.evaluate(() => (window as unknown as { __navigationMs: number }).__navigationMs));
    await context.close();
  }
  return { from, to, runs: timings.map((ms) => Number(ms.toFixed(1))), medianMs: Number(median(timings).toFixed(1)) };
}
