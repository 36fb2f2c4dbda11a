import type { ConsoleMessage, Download, Page, Request } from '@playwright/test';
import { chromiumLogTail } from './chromium';
import { describePendingRequests } from './pending-requests';
import { describeRendering } from './pages';

/** Well inside a test's limit, so that a download that never begins is reported before the test times out. */
const DOWNLOAD_TIMEOUT_MS = 20_000;

/**
 * The download `action` starts. When none begins in time, the error tells what
 * the page did from the action on (console errors, uncaught errors, failed and
 * pending requests), whether a menu was still open (the click did not reach
 * its item), whether the page still draws, and the browser's log: a bare
 * "waiting for event download" (CI, stop 49) tells none of it.
 */
export async function downloadFrom(page: Page, action: () => Promise<unknown>, timeoutMs = DOWNLOAD_TIMEOUT_MS): Promise<Download> {
  const startedAt = Date.now();
  const events: string[] = [];
  const note = (text: string) => events.push(`${Date.now() - startedAt} ms: ${text}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text().slice(0, 500)}`);
  };
  const onPageError = (error: Error) => note(`uncaught: ${error.message}`);
  const onRequestFailed = (request: Request) => note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  const onRequest = (request: Request) => note(`request: ${request.method()} ${request.url()}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('request', onRequest);
  const download = page.waitForEvent('download', { timeout: timeoutMs });
  // The action may fail first; the wait then rejects with nobody listening.
  download.catch(() => {});
  try {
    await action();
    note('action done');
    return await download;
  } catch (error) {
    if (page.isClosed()) throw error;
    const openMenus = await page
      .getByRole('menu')
      .count()
      .catch(() => 'unknown');
    throw new Error(
      [
        error instanceof Error ? error.message : String(error),
        `On ${page.url()}, from the action on:`,
        ...(events.length > 0 ? events.map((event) => `  ${event}`) : ['  nothing']),
        `Menus open: ${openMenus}`,
        `Requests still pending:\n      ${describePendingRequests(page)}`,
        `Rendering: ${await describeRendering(page, 5_000)}`,
        `Chromium log (last lines):\n${chromiumLogTail()}`,
      ].join('\n'),
    );
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('request', onRequest);
  }
}
