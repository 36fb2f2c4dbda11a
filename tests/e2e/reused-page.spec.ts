import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

// The tests share their worker's page, so they run in order in one worker.
test.describe.configure({ mode: 'serial' });

const ROUTED = '/x/reused-page-probe/';

let firstTest: { page: Page; problems: string[] } | null = null;

test('reusedPage: a test hears its own page’s console errors, and leaves cookies, storage, routes, scripts and settings behind', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  firstTest = { page, problems };
  await page.addInitScript(() => Object.assign(window, { fromFirstTest: true }));
  await page.exposeFunction('askFirstTest', () => 'first');
  await page.route(ROUTED, (route) => route.fulfill({ body: 'routed by the first test' }));
  await page.context().grantPermissions(['clipboard-read']);
  await page.setViewportSize({ width: 500, height: 600 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/x/migration/');
  await page.context().addCookies([{ name: 'codeVariant', value: 'JS', url: page.url() }]);
  await page.evaluate(() => {
    window.localStorage.setItem('left', 'by the first test');
    window.sessionStorage.setItem('left', 'by the first test');
  });
  expect(await page.evaluate(() => (window as unknown as { fromFirstTest?: boolean }).fromFirstTest)).toBe(true);
  expect(await (await page.request.get(ROUTED)).status()).toBe(404);
  expect(await page.evaluate((url) => fetch(url).then((response) => response.text()), ROUTED)).toBe('routed by the first test');
  await page.evaluate(() => console.error('logged by the first test'));
  await expect.poll(() => problems).toEqual(['error: logged by the first test']);
  // A fake clock cannot be taken out again, so the reused page refuses one.
  expect(() => page.clock.install()).toThrow(/take the `page` fixture/);
});

test('reusedPage: the next test gets the same page, as a fresh one would be, and the last test no longer hears it', async ({
  reusedPage: page,
}) => {
  expect(page).toBe(firstTest?.page);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await page.context().cookies()).toEqual([]);
  await page.goto('/x/introduction/');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(
    await page.evaluate(() => ({
      dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      // Only what the first test stored: the site's router keeps the last document's scroll position in the tab's storage as it leaves.
      localStorage: window.localStorage.getItem('left'),
      sessionStorage: window.sessionStorage.getItem('left'),
      initScript: 'fromFirstTest' in window,
      exposed: 'askFirstTest' in window,
    })),
  ).toEqual({ dark: false, reducedMotion: false, localStorage: null, sessionStorage: null, initScript: false, exposed: false });
  expect(await page.evaluate((url) => fetch(url).then((response) => response.status), ROUTED)).toBe(404);
  expect(
    await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((status) => status.state)),
  ).toBe('prompt');
  // The first test's exposed name is free again.
  await page.exposeFunction('askFirstTest', () => 'second');
  // Watched from here: the fetch above logs its 404.
  const problems = watchConsole(page);
  await page.evaluate(() => console.error('logged by the second test'));
  await expect.poll(() => problems).toEqual(['error: logged by the second test']);
  expect(firstTest?.problems).toEqual(['error: logged by the first test']);
});
