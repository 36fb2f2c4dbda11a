import type { Page, Request } from '@playwright/test';

/**
 * Requests each page has sent and not yet seen answered, for the stuck-page report: a page whose
 * main thread is idle but renders no frame may be waiting on the network (a render-blocking
 * resource, a module a demo needs), which a stack and a trace cannot show.
 */
const pendingByPage = new WeakMap<Page, Map<Request, number>>();

export function watchPendingRequests(page: Page): void {
  const pending = new Map<Request, number>();
  page.on('request', (request) => pending.set(request, Date.now()));
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  pendingByPage.set(page, pending);
}

export function describePendingRequests(page: Page): string {
  const pending = pendingByPage.get(page);
  if (!pending) return '(requests not watched)';
  if (pending.size === 0) return 'none';
  const now = Date.now();
  return [...pending]
    .map(([request, sentAt]) => `${now - sentAt} ms: ${request.method()} ${request.url()} (${request.resourceType()})`)
    .join('\n      ');
}

/**
 * Waits until no request for demo data (`/x/data/…`) is in flight, then for two frames, in which
 * the demos render what arrived: the page as a reader sees it once loaded. A lazy-loading tree is
 * an empty `role="tree"` until its first level arrives, which axe rightly reports if it looks then.
 */
export async function settleDemoData(page: Page, timeoutMs = 10_000): Promise<void> {
  const pending = pendingByPage.get(page);
  if (!pending) return;
  const deadline = Date.now() + timeoutMs;
  const loadingData = () => [...pending.keys()].some((request) => new URL(request.url()).pathname.startsWith('/x/data/'));
  while (loadingData()) {
    if (Date.now() > deadline) throw new Error(`Demo data still loading after ${timeoutMs} ms:\n      ${describePendingRequests(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
