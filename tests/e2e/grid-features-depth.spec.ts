import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

const ids = (demo: Locator) => demo.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
const header = (demo: Locator, field: string) => demo.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
const sortOf = (demo: Locator, field: string) => header(demo, field).getAttribute('aria-sort');

test.describe('sorting', () => {
  test('sortingOrder per column: tallest first with no unsorted step; newest first then unsorted', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/sorting/');
    const demo = await liveDemo(page, 'SortingOrderPerColumn');
    const height = header(demo, 'height').locator('.MuiDataGrid-columnHeaderTitleContainer');
    await height.click();
    expect(await sortOf(demo, 'height')).toBe('descending');
    await height.click();
    expect(await sortOf(demo, 'height')).toBe('ascending');
    await height.click();
    expect(await sortOf(demo, 'height')).toBe('descending');
    const completed = header(demo, 'completed').locator('.MuiDataGrid-columnHeaderTitleContainer');
    await completed.click();
    expect(await sortOf(demo, 'completed')).toBe('descending');
    expect((await ids(demo))[0]).toBe('2');
    await completed.click();
    expect(await sortOf(demo, 'completed')).toBe('none');
    expect(problems).toEqual([]);
  });

  test('disableColumnSorting keeps the initial order and ignores clicks until the switch allows them', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const demo = await liveDemo(page, 'SortingReadOnly');
    expect((await ids(demo))[0]).toBe('1');
    await header(demo, 'height').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    expect(await sortOf(demo, 'floors')).toBe('descending');
    await demo.getByLabel('Let readers sort').check();
    await header(demo, 'height').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    await expect.poll(() => sortOf(demo, 'height')).toBe('ascending');
    await header(demo, 'city').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    expect(await sortOf(demo, 'city')).toBe('none');
  });

  test('getSortComparator keeps the towers under construction last in both directions', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const demo = await liveDemo(page, 'EmptyValuesLast');
    expect(await ids(demo)).toEqual(['3', '6', '4', '7', '1', '2', '5']);
    await header(demo, 'completed').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    await expect.poll(() => sortOf(demo, 'completed')).toBe('none');
    await header(demo, 'completed').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    await expect.poll(() => ids(demo)).toEqual(['1', '7', '4', '6', '3', '2', '5']);
  });

  test('multipleColumnsSortingMode="always": each click adds a column to the model', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const demo = await liveDemo(page, 'SortingWithoutModifier');
    await header(demo, 'country').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    await header(demo, 'completed').locator('.MuiDataGrid-columnHeaderTitleContainer').click();
    expect(await sortOf(demo, 'country')).toBe('ascending');
    expect(await sortOf(demo, 'completed')).toBe('ascending');
    // China's five towers, oldest first (2015 to 2019), then the next country.
    await expect.poll(() => ids(demo).then((list) => list.slice(0, 5))).toEqual(['3', '8', '5', '10', '9']);
  });

  test('sortColumn, setSortModel and getSortedRows from code', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const demo = await liveDemo(page, 'SortingFromCode');
    const first = demo.getByTestId('first-row');
    await demo.getByRole('button', { name: 'Most floors first' }).click();
    await expect(first).toHaveText('First row: Burj Khalifa');
    await demo.getByRole('button', { name: 'Newest first' }).click();
    await expect(first).toHaveText('First row: Merdeka 118');
    expect(await sortOf(demo, 'floors')).toBe('none');
    await demo.getByRole('button', { name: 'Original order' }).click();
    await expect(first).toHaveText('First row: Burj Khalifa');
  });
});
