import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  url: string;
  scripts: number;
  /** Sum of each script's size after gzip (level 6, what most servers send), in bytes. */
  jsGzipBytes: number;
  jsRawBytes: number;
}

/**
 * The JavaScript a reader downloads for a page: everything loaded until the
 * page is idle and every demo has been scrolled into view and hydrated.
 * Sizes are recomputed with gzip so they compare across servers.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-demo]')].every((demo) => demo.getAttribute('data-hydrated') === 'true'));
  await page.waitForLoadState('networkidle');
  const buffers = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await page.close();
  return {
    url,
    scripts: buffers.length,
    jsRawBytes: buffers.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: buffers.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 6 }).length, 0),
  };
}
