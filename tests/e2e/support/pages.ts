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

/** Each step's limit, well inside the test's, so that a stuck page is diagnosed before the test times out. */
const STEP_TIMEOUT_MS = 20_000;

interface PausedEvent {
  callFrames: { functionName: string; url: string; location: { lineNumber: number; columnNumber: number } }[];
}

/**
 * A debugger attached to the page, to tell where its main thread is if it
 * stops answering. It must be enabled while the page still answers: enabling
 * it needs the main thread; pausing does not.
 */
async function attachDebugger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  // Playwright's types list only its own session events, not the protocol's.
  const events = cdp as unknown as { once(event: 'Debugger.paused', listener: (paused: PausedEvent) => void): void };
  return {
    async mainThreadStack(): Promise<string> {
      const paused = new Promise<PausedEvent>((resolve) => events.once('Debugger.paused', resolve));
      await cdp.send('Debugger.pause');
      const event = await Promise.race([paused, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      if (!event) return '  (the main thread could not be paused)';
      return event.callFrames
        .slice(0, 30)
        .map((frame) => `  at ${frame.functionName || '(anonymous)'} (${frame.url}:${frame.location.lineNumber + 1}:${frame.location.columnNumber + 1})`)
        .join('\n');
    },
    detach: () => cdp.detach().catch(() => {}),
  };
}

/** page.evaluate has no timeout of its own: it would wait for the test's. */
function withinStep<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Scrolls through the page so that every demo comes near the viewport, then waits until all are live. */
export async function hydrateAllDemos(page: Page): Promise<number> {
  const debuggerSession = await attachDebugger(page);
  try {
    const height = await withinStep(page.evaluate(() => document.documentElement.scrollHeight), 'reading the page height');
    for (let y = 0; y <= height; y += 600) {
      await withinStep(page.evaluate((top) => window.scrollTo(0, top), y), `scrolling to ${y}`);
    }
    const demos = page.locator('[data-demo]');
    const count = await demos.count();
    for (let index = 0; index < count; index++) {
      await demos.nth(index).scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
      await page.waitForFunction((i) => document.querySelectorAll('[data-demo]')[i]?.getAttribute('data-hydrated') === 'true', index, { timeout: STEP_TIMEOUT_MS });
    }
    return count;
  } catch (error) {
    if (page.isClosed()) throw error;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nMain thread of ${page.url()}:\n${await debuggerSession.mainThreadStack()}`);
  } finally {
    await debuggerSession.detach();
  }
}
