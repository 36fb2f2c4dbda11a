import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  url: string;
  scripts: number;
  /** Sum of each script's size after gzip (level 6, what most servers send), in bytes. */
  jsGzipBytes: number;
  jsRawBytes: number;
  /** The part every page of its kind needs: the modules the page preloads (shell, route, page), before any demo. */
  shellScripts: number;
  shellGzipBytes: number;
}

/**
 * The JavaScript a reader downloads for a page: everything loaded until the
 * page is idle and every demo has been scrolled into view and hydrated, and
 * within it the preloaded part that every page needs before any demo.
 * Sizes are recomputed with gzip so they compare across servers.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      bodies.set(
        new URL(response.url()).pathname,
        response.body().catch(() => null),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-demo]')].every((demo) => demo.getAttribute('data-hydrated') === 'true'),
  );
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all([...bodies].map(async ([pathname, body]) => ({ pathname, body: await body })));
  const buffers = loaded.filter((entry): entry is { pathname: string; body: Buffer } => entry.body !== null);
  await page.close();
  const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 6 }).length;
  const shell = buffers.filter((entry) => preloaded.includes(entry.pathname));
  return {
    url,
    scripts: buffers.length,
    jsRawBytes: buffers.reduce((sum, entry) => sum + entry.body.length, 0),
    jsGzipBytes: buffers.reduce((sum, entry) => sum + gzipSize(entry.body), 0),
    shellScripts: shell.length,
    shellGzipBytes: shell.reduce((sum, entry) => sum + gzipSize(entry.body), 0),
  };
}
