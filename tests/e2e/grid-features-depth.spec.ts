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

test.describe('quick filter', () => {
  test('hidden columns are searched only when quickFilterExcludeHiddenColumns is false', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/filtering/quick-filter/');
    const demo = await liveDemo(page, 'QuickFilterHiddenColumns');
    await expect(demo.locator('.MuiDataGrid-row')).toHaveCount(0);
    await demo.getByLabel('Search the hidden Country column too').check();
    await expect.poll(() => ids(demo)).toEqual(['HND']);
    expect(problems).toEqual([]);
  });

  test('getApplyQuickFilterFn: ">80" compares the 2023 figures, other words search the text', async ({ page }) => {
    await page.goto('/x/react-data-grid/filtering/quick-filter/');
    const demo = await liveDemo(page, 'QuickFilterComparison');
    await expect.poll(() => ids(demo)).toEqual(['ATL', 'DXB', 'DFW']);
    const search = demo.getByRole('searchbox');
    await search.fill('>80 states');
    await expect.poll(() => ids(demo)).toEqual(['ATL', 'DFW']);
    await search.fill('<75');
    await expect.poll(() => ids(demo)).toEqual(['ORD', 'DEL']);
  });

  test('setting quickFilterValues from code keeps the column filter of the model', async ({ page }) => {
    await page.goto('/x/react-data-grid/filtering/quick-filter/');
    const demo = await liveDemo(page, 'QuickFilterFromCode');
    await demo.getByRole('button', { name: 'United States' }).click();
    await expect.poll(() => ids(demo)).toEqual(['ATL', 'DFW', 'DEN', 'LAX']);
    await demo.getByRole('button', { name: 'India or Japan' }).click();
    await expect.poll(() => ids(demo)).toEqual(['HND']);
    await expect(demo.getByTestId('filter-model')).toContainText('"quickFilterLogicOperator":"or"');
    await expect(demo.getByTestId('filter-model')).toContainText('"operator":">"');
    await demo.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => ids(demo).then((list) => list.length)).toBe(7);
  });
});

test.describe('column visibility', () => {
  test('setColumnVisibility and setColumnVisibilityModel from code', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/column-visibility/');
    const demo = await liveDemo(page, 'ColumnVisibilityFromCode');
    await demo.getByRole('button', { name: 'Show or hide 2019' }).click();
    await expect(header(demo, 'y2019')).toHaveCount(0);
    await expect(demo.getByTestId('visibility-model')).toHaveText('Model: {"y2019":false}');
    await demo.getByRole('button', { name: 'Show or hide 2019' }).click();
    await expect(header(demo, 'y2019')).toHaveCount(1);
    await demo.getByRole('button', { name: 'Names and figures only' }).click();
    await expect(header(demo, 'id')).toHaveCount(0);
    await expect(header(demo, 'country')).toHaveCount(0);
    await demo.getByRole('button', { name: 'Show every column' }).click();
    await expect(header(demo, 'country')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('the columns panel: togglable columns, sorted, searched by description, no Reset', async ({ page }) => {
    await page.goto('/x/react-data-grid/column-visibility/');
    const demo = await liveDemo(page, 'ColumnsPanelOptions');
    await demo.getByRole('button', { name: 'Columns' }).click();
    const panel = page.locator('.MuiDataGrid-columnsManagement');
    await expect(panel.getByLabel('2019 (M)')).toBeVisible();
    expect(await panel.locator('label').allTextContents()).toEqual(['2019 (M)', '2023 (M)', 'Airport', 'Country']);
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await page.locator('.MuiDataGrid-columnsManagementSearchInput input').fill('pandemic');
    await expect.poll(() => panel.locator('label').allTextContents()).toEqual(['2019 (M)']);
  });
});

test.describe('filter customization', () => {
  test('relabelled built-in operators keep their behaviour', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/filtering/customization/');
    const demo = await liveDemo(page, 'OperatorLabels');
    await expect.poll(() => ids(demo)).toEqual(['ATL', 'DXB', 'DFW']);
    await demo
      .getByRole('button', { name: /filter/i })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Operator' }).click();
    await expect(page.getByRole('option')).toHaveText(['exactly', 'more than', 'fewer than', 'not reported']);
    expect(problems).toEqual([]);
  });

  test('an operator with no value compares two fields of the row', async ({ page }) => {
    await page.goto('/x/react-data-grid/filtering/customization/');
    const demo = await liveDemo(page, 'OperatorWithoutValue');
    await expect.poll(() => ids(demo)).toEqual(['DXB', 'DFW', 'DEN', 'IST', 'DEL']);
  });
});
