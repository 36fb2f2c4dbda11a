import { expect, test } from './support/test';
import { hydrateAllDemos } from './support/pages';
import { startServer, type RunningServer } from './support/server';

test('no service worker is registered away from the production host', async ({ page }) => {
  await page.goto('/x/introduction/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test.describe('on the production host', () => {
  let site: RunningServer;

  test.beforeAll(async () => {
    site = await startServer((port) => ({ PRODUCTION_HOST: `127.0.0.1:${port}` }));
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('the worker is served uncached with the /x/ scope', async ({ request }) => {
    const response = await request.get(`${site.url}/x/sw.js`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).not.toContain('__BUILD_VERSION__');
  });

  test('it registers, and a visited page loads offline with its demos', async ({ page, context }) => {
    await page.goto(`${site.url}/x/react-tree-view/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${site.url}/x/`);
    // Load once under the worker's control, so that the page and its chunks pass through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await hydrateAllDemos(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText(/Tree View/);
    await hydrateAllDemos(page);
    await expect(page.locator('[data-demo] [role="tree"]')).toBeVisible();
    await context.setOffline(false);
  });
});
