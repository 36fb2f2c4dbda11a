import { expect, test } from './support/test';
import { liveDemo, openDemo, watchConsole } from './support/pages';
import { rowIds } from './support/grid';

test('API object from outside: buttons sort and select through apiRef', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/api-object/', 'ApiFromOutside');
  await demo.getByRole('button', { name: 'Select airports busier than in 2019' }).click();
  // DXB, DFW, DEN, IST and DEL grew between 2019 and 2023 (ACI World).
  await expect(demo.getByText('5 rows selected')).toBeVisible();
  await demo.getByRole('button', { name: 'Busiest in 2023 first' }).click();
  await expect(demo.getByRole('columnheader', { name: '2023 (M)' })).toHaveAttribute('aria-sort', 'descending');
  await demo.getByRole('button', { name: 'Clear selection' }).click();
  await expect(demo.getByText('5 rows selected')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('API object from inside: a footer slot moves the focus to the last row shown', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/api-object/', 'ApiFromInside');
  await demo.getByRole('button', { name: 'Last row' }).click();
  await expect(demo.locator('.MuiDataGrid-row[data-id="DEL"] [data-field="city"]')).toBeFocused();
  await demo.getByRole('button', { name: 'First row' }).click();
  await expect(demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="city"]')).toBeFocused();
});

test('state: initialState filters, sorts and hides; a selector footer follows the filter', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/state/');
  const initial = await liveDemo(page, 'InitialStateDemo');
  // The US airports by 2019 traffic: Atlanta, Los Angeles, Chicago, Dallas, Denver.
  expect(await rowIds(initial)).toEqual(['ATL', 'LAX', 'ORD', 'DFW', 'DEN']);
  await expect(initial.getByRole('columnheader', { name: 'IATA' })).toHaveCount(0);
  // Its initialState.density holds: the site's theme leaves a grid's density alone outside dense mode.
  await expect(initial.locator('.MuiDataGrid-root')).toHaveClass(/MuiDataGrid-root--densityCompact/);

  const selectors = await liveDemo(page, 'SelectorsDemo');
  await expect(selectors).toContainText('10 airports shown, 806.4 million passengers in 2023');
  await selectors.getByRole('button', { name: 'Search' }).click();
  await selectors.getByRole('searchbox').fill('United States');
  await expect(selectors).toContainText('5 airports shown, 413.3 million passengers in 2023');
});

test('state: exportState and restoreState bring back a view', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/state/', 'SaveRestoreDemo');
  await demo.getByRole('columnheader', { name: 'Airport' }).click();
  await demo.getByRole('button', { name: 'Save the view' }).click();
  const saved = demo.getByRole('region', { name: 'Saved state' });
  await expect(saved).toContainText('"field": "city"');
  // Only the changed model is there.
  await expect(saved).not.toContainText('pagination');
  await demo.getByRole('columnheader', { name: '2023 (M)' }).click();
  expect((await rowIds(demo))[0]).toBe('DEL');
  await demo.getByRole('button', { name: 'Restore it' }).click();
  expect((await rowIds(demo))[0]).toBe('ATL');
  await expect(demo.getByRole('columnheader', { name: 'Airport' })).toHaveAttribute('aria-sort', 'ascending');
});

test('state: the view is kept in localStorage across a reload, and can be forgotten', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/state/');
  let demo = await liveDemo(page, 'PersistedView');
  await demo.getByRole('columnheader', { name: 'Country' }).click();
  await expect(demo.getByRole('columnheader', { name: 'Country' })).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  demo = await liveDemo(page, 'PersistedView');
  await expect(demo.getByRole('columnheader', { name: 'Country' })).toHaveAttribute('aria-sort', 'ascending');
  await demo.getByRole('button', { name: 'Forget the saved view' }).click();
  await expect(demo.getByRole('columnheader', { name: 'Country' })).not.toHaveAttribute('aria-sort', 'ascending');
  expect(await page.evaluate(() => window.localStorage.getItem('airports-grid-view'))).toBeNull();
  // Garbage in storage is ignored, not a crash.
  await page.evaluate(() => window.localStorage.setItem('airports-grid-view', '{not json'));
  await page.reload();
  demo = await liveDemo(page, 'PersistedView');
  await expect(demo.locator('.MuiDataGrid-row')).not.toHaveCount(0);
  expect(problems).toEqual([]);
});
