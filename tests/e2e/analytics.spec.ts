import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** dataLayer entries as arrays (gtag pushes `arguments` objects). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

const pageViews = async (page: Page) =>
  (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => entry[2] as Record<string, unknown>);

test('gtag and dataLayer exist before anything else runs', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { early: string }).early = typeof window.gtag;
    });
  });
  await page.goto('/x/introduction/');
  expect(await page.evaluate(() => (window as unknown as { early: string }).early)).toBe('function');
});

test('a page view with the product on load and after each client-side navigation', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(process.env.E2E_BASE_URL!)) external.push(request.url());
  });
  await page.goto('/x/react-data-grid/');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0]).toMatchObject({
    page_title: 'Data Grid · MUI X',
    productId: 'x-data-grid',
    productCategoryId: 'x',
    page_location: expect.stringMatching(/\/x\/react-data-grid\/$/),
  });

  await page.locator('nav[aria-label="Documentation"]').last().getByRole('link', { name: 'Overview' }).nth(3).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect.poll(() => pageViews(page)).toHaveLength(2);
  expect((await pageViews(page))[1]).toMatchObject({ page_title: 'Charts · MUI X', productId: 'x-charts', productCategoryId: 'x' });
  // No measurement id is configured: nothing is loaded from anywhere else.
  expect(external).toEqual([]);
});

test('user properties are set, and follow the colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/x/introduction/');
  const latest = async () =>
    (await dataLayer(page)).filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties').at(-1)?.[2] as
      Record<string, unknown> | undefined;
  await expect
    .poll(latest)
    .toMatchObject({ codeVariant: 'TS', userLanguage: 'en', colorSchemeOS: 'dark', colorScheme: 'dark', devicePixelRatio: 1 });
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Light', exact: true }).click();
  await expect.poll(latest).toMatchObject({ colorScheme: 'light', colorSchemeOS: 'dark' });
});

test('the first page view already carries the user properties, with the scheme on screen', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/x/react-date-pickers/');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  const entries = await dataLayer(page);
  const firstProperties = entries.findIndex((entry) => entry[0] === 'set' && entry[1] === 'user_properties');
  const firstPageView = entries.findIndex((entry) => entry[0] === 'event' && entry[1] === 'page_view');
  expect(firstProperties).toBeGreaterThanOrEqual(0);
  expect(firstProperties).toBeLessThan(firstPageView);
  // Never a light scheme reported for a reader who sees dark.
  const schemes = entries
    .filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties')
    .map((entry) => (entry[2] as { colorScheme: string }).colorScheme);
  expect(schemes).toEqual(['dark']);
});

test('a click on a data-ga-event element sends its event', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await page.getByRole('group', { name: 'Code language' }).first().getByRole('button', { name: 'JS' }).click();
  await expect
    .poll(async () => (await dataLayer(page)).find((entry) => entry[0] === 'event' && entry[1] === 'code-variant-JS')?.[2])
    .toEqual({ eventCategory: 'demo', eventAction: 'code-variant-JS' });
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties').at(-1)?.[2])
    .toMatchObject({ codeVariant: 'JS' });
});
