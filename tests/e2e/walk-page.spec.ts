import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

// The two tests share their worker's page, so they run in order in one worker.
test.describe.configure({ mode: 'serial' });

let firstTest: { page: Page; problems: string[] } | null = null;

test('walkPage: a test hears its own page’s console errors', async ({ walkPage: page }) => {
  const problems = watchConsole(page);
  firstTest = { page, problems };
  await page.goto('/x/migration/');
  await page.evaluate(() => console.error('logged by the first test'));
  await expect.poll(() => problems).toEqual(['error: logged by the first test']);
});

test('walkPage: the next test gets the same page, and the last test no longer hears it', async ({ walkPage: page }) => {
  expect(page).toBe(firstTest?.page);
  const problems = watchConsole(page);
  await page.goto('/x/introduction/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => console.error('logged by the second test'));
  await expect.poll(() => problems).toEqual(['error: logged by the second test']);
  expect(firstTest?.problems).toEqual(['error: logged by the first test']);
});
