import { expect, test } from './support/test';
import { accessibilityProblems } from './support/accessibility';
import { apiPagePaths, watchConsole } from './support/pages';

test('every API page in the navigation answers 200 with its name as the heading', async ({ request }) => {
  // About 450 server renders, some of half a megabyte: minutes on two cores.
  test.setTimeout(300_000);
  expect(apiPagePaths.length).toBeGreaterThan(300);
  const failures: string[] = [];
  // Bounded concurrency: the server renders each page, some of them large.
  for (let index = 0; index < apiPagePaths.length; index += 8) {
    await Promise.all(
      apiPagePaths.slice(index, index + 8).map(async (pathname) => {
        const response = await request.get(pathname);
        const html = await response.text();
        if (response.status() !== 200 || !/<h1>[A-Za-z_][A-Za-z0-9_]*<\/h1>/.test(html)) failures.push(`${pathname} ${response.status()}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});

for (const pathname of [
  '/x/api/data-grid/data-grid-premium/',
  '/x/api/date-pickers/date-range-picker/',
  '/x/api/data-grid/use-grid-api-ref/',
  '/x/api/data-grid/grid-col-def/',
]) {
  test(`${pathname} renders and hydrates without console errors, and passes axe wide and on a phone`, async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    // Every API page comes from one template: these four hold each kind of section it renders.
    expect(await accessibilityProblems(page, 'every rule')).toEqual([]);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await accessibilityProblems(page, 'layout')).toEqual([]);
  });
}

test('the DataGrid page answers from the declarations', async ({ reusedPage: page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.locator('main h1')).toHaveText('DataGrid');
  const rows = page.locator('#prop-rows');
  await expect(rows).toContainText('rows');
  await expect(page.locator('#prop-columns')).toContainText('*');
  await expect(page.locator('#prop-checkboxSelection')).toContainText('false');
  await expect(page.locator('#prop-columns td[data-label="Type"]').getByRole('link', { name: 'GridColDef' })).toHaveAttribute(
    'href',
    '/x/api/data-grid/grid-col-def/',
  );
  // The declaration's own [[GridColDef]] reference, in the description, links there too.
  await expect(page.locator('#prop-columns .api-description').getByRole('link', { name: 'GridColDef' })).toHaveAttribute(
    'href',
    '/x/api/data-grid/grid-col-def/',
  );
  await expect(page.locator('#css-root')).toContainText('.MuiDataGrid-root');
  await expect(page.locator('#slot-toolbar')).toBeVisible();
  await expect(page.getByText("import { DataGrid } from '@mui/x-data-grid';")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demos' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Data Grid', exact: true })).toHaveAttribute('href', '/x/react-data-grid/');
});

test('plans are marked: DataGridPremium is Premium, DataGridPro is Pro', async ({ reusedPage: page }) => {
  await page.goto('/x/api/data-grid/data-grid-premium/');
  // In the article: the navigation names plans too, for screen readers.
  await expect(page.locator('main').getByText('Premium plan')).toBeVisible();
  await page.goto('/x/api/data-grid/data-grid-pro/');
  await expect(page.locator('main').getByText('Pro plan')).toBeVisible();
});

test('props tables become lists on a phone, and every prop has an anchor', async ({ reusedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/x/api/charts/bar-chart/');
  const table = page.getByRole('table', { name: 'Props' });
  await expect(table.locator('thead')).toBeHidden();
  const row = page.locator('#prop-series');
  await expect(row).toBeVisible();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await expect(row.locator('a.anchor-link')).toHaveAttribute('href', '#prop-series');
});

test('unknown groups and components give the 404 page', async ({ request }) => {
  for (const pathname of [
    '/x/api/data-grid/no-such-thing/',
    '/x/api/spreadsheet/data-grid/',
    '/x/api/data-grid/..%2f..%2fpackage.json/',
    '/x/api/data-grid/DataGrid/',
  ]) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(404);
  }
});

test('the API reference opens in the navigation, grouped by edition, loaded on demand', async ({ reusedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-data-grid/');
  const nav = page.locator('nav[aria-label="Documentation"]').last();
  await expect(nav.getByRole('link', { name: 'DataGridPremium' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'API reference' }).first().click();
  await nav
    .getByRole('button', { name: /^Premium/ })
    .first()
    .click();
  await expect(nav.getByRole('link', { name: /DataGridPremium/ })).toBeVisible();
  await nav.getByRole('link', { name: /DataGridPremium/ }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid-premium\/$/);
  await expect(nav.locator('[aria-current="page"]')).toContainText('DataGridPremium');
});

test('an API page opens its group in the navigation, with its entry marked as the current page', async ({ reusedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/api/data-grid/data-grid-premium/');
  const current = page.locator('nav[aria-label="Documentation"]').last().locator('[aria-current="page"]');
  await expect(current).toContainText('DataGridPremium');
  await expect(current).toBeVisible();
});

test('a feature page has Components API and Hooks API tabs beside its demos', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/');
  const tabs = page.getByRole('navigation', { name: 'Page views' });
  await expect(tabs.getByRole('link')).toHaveText(['Demos', 'Components API', 'Hooks API']);
  await expect(tabs.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Components API' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/components-api\/$/);
  await expect(page.locator('main h2')).toContainText(['DataGrid', 'DataGridPro', 'DataGridPremium']);
  await expect(page.locator('#data-grid-pro-prop-rows')).toBeVisible();

  await page.getByRole('navigation', { name: 'Page views' }).getByRole('link', { name: 'Hooks API' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/hooks-api\/$/);
  await expect(page.locator('main h2').first()).toHaveText('useGridApiRef');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('API tabs exist only where the page names components or hooks', async ({ request }) => {
  expect((await request.get('/x/react-tree-view/hooks-api/')).status()).toBe(200);
  expect((await request.get('/x/react-charts/hooks-api/')).status()).toBe(200);
  expect((await request.get('/x/introduction/components-api/')).status()).toBe(404);
  expect((await request.get('/x/react-data-grid/other-api/')).status()).toBe(404);
});
