import { expect, test } from './support/test';

/**
 * What the reused page refuses. Each test here is marked to fail, and fails in its fixture: its body
 * passes when it runs, so a fixture that let it through would fail the test.
 */

test.describe('a hook on the reused page and a test on a page of its own', () => {
  test.beforeEach(async ({ reusedPage: page }) => {
    await page.goto('/x/introduction/');
  });

  test.fail();

  test('fails: the test cannot take `page` as well', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

test.describe('a context option only a new page can take', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test.fail();

  test('fails: the reused page refuses it rather than ignore it', async ({ reusedPage: page }) => {
    await page.goto('/x/introduction/');
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});
