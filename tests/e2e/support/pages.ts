import type { Page } from '@playwright/test';
import { leafPages } from '../../../app/navigation/page-tree';
import { pages } from '../../../app/navigation/pages';

const leaves = leafPages(pages).map((entry) => entry.pathname);

/** Every written page a reader can reach from the navigation, plus the landing page. */
export const docsPagePaths: string[] = ['/x/', ...leaves.filter((pathname) => !pathname.startsWith('/x/api/'))];

/** Every generated API page in the navigation. */
export const apiPagePaths: string[] = leaves.filter((pathname) => pathname.startsWith('/x/api/'));

/**
 * Without a licence key (none is configured in tests), MUI X Pro and Premium
 * components print this notice once per package, by design: the one console
 * message a page may show.
 */
const MISSING_LICENCE_NOTICE = /MUI X: Missing license key\./;

/** Collects console errors, warnings and uncaught exceptions for the life of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!process.env.MUI_X_LICENSE_KEY && MISSING_LICENCE_NOTICE.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Scrolls through the page so that every demo comes near the viewport, then waits until all are live. */
export async function hydrateAllDemos(page: Page): Promise<number> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  const demos = page.locator('[data-demo]');
  const count = await demos.count();
  for (let index = 0; index < count; index++) {
    await demos.nth(index).scrollIntoViewIfNeeded();
    await page.waitForFunction((i) => document.querySelectorAll('[data-demo]')[i]?.getAttribute('data-hydrated') === 'true', index);
  }
  return count;
}
