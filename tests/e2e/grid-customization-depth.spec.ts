import { expect, test } from './support/test';
import { chooseMenuItem, liveDemo, openDemo, watchConsole } from './support/pages';
import { gridRow as row, openColumnMenu, rowIds as ids } from './support/grid';

test.describe('overlays', () => {
  test('hiding every column shows the no-columns overlay; its button opens the columns panel', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/overlays/', 'NoColumnsOverlay');
    await demo.getByRole('button', { name: 'Hide every column' }).click();
    await expect(demo.getByText('No columns')).toBeVisible();
    await demo.getByRole('button', { name: 'Show every column' }).click();
    await expect(demo.getByText('No columns')).toHaveCount(0);
    await expect(demo.locator('.MuiDataGrid-columnHeader')).not.toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a loading overlay with its own props counts the airports as they arrive', async ({ page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/overlays/', 'CustomLoadingOverlay');
    await page.clock.install();
    await demo.getByRole('button', { name: 'Load the ten busiest airports' }).click();
    await page.clock.runFor(1_000);
    await expect(demo.getByText(/Fetching airport \d+ of 10/)).toBeVisible();
    await expect(demo.getByRole('progressbar')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(row(demo, 'ATL')).toBeVisible();
    await expect(demo.getByText(/Fetching airport/)).toHaveCount(0);
  });

  test('localeText changes the empty-grid text: own words, French, German', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/overlays/', 'OverlayTexts');
    await expect(demo.getByText('No departures scheduled for this terminal today')).toBeVisible();
    await demo.getByRole('button', { name: 'Français' }).click();
    await expect(demo.getByText('Pas de résultats')).toBeVisible();
    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await expect(demo.getByText('Keine Einträge')).toBeVisible();
  });
});

test.describe('custom subcomponents', () => {
  test('cell props: pointing at a row describes it', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/components/', 'CellHoverDetails');
    await expect(demo.getByText('Point at a row to compare its two years.')).toBeVisible();
    await row(demo, 'IST').locator('[data-field="city"]').hover();
    await expect(demo.getByText('Istanbul, Türkiye: +46.2% since 2019')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('row props: a right click opens a menu whose items act on that row', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/components/', 'RowContextMenu');
    await row(demo, 'DEN').click({ button: 'right' });
    await chooseMenuItem(page, 'Move to the top');
    await expect.poll(() => ids(demo).then((list) => list[0])).toBe('DEN');
    await row(demo, 'LHR').click({ button: 'right' });
    await chooseMenuItem(page, 'Remove');
    await expect(row(demo, 'LHR')).toHaveCount(0);
  });
});

test.describe('column menu', () => {
  test('text columns get an extra item; the number column keeps the default menu', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/column-menu/', 'ColumnMenuPerColumn');
    await openColumnMenu(demo, 'director');
    await expect(page.getByRole('menu', { name: 'Director column menu' }).getByRole('menuitem', { name: 'Copy values' })).toBeVisible();
    await page.keyboard.press('Escape');
    await openColumnMenu(demo, 'year');
    const yearMenu = page.getByRole('menu', { name: 'Year column menu' });
    await expect(yearMenu.getByRole('menuitem', { name: 'Sort by ASC' })).toBeVisible();
    await expect(yearMenu.getByRole('menuitem', { name: 'Copy values' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('displayOrder reorders the built-in items', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/column-menu/', 'ColumnMenuReordered');
    await openColumnMenu(demo, 'title');
    const items = await page.getByRole('menu', { name: 'Title column menu' }).getByRole('menuitem').allTextContents();
    expect(items.indexOf('Hide column')).toBeLessThan(items.indexOf('Filter'));
    expect(items.indexOf('Filter')).toBeLessThan(items.indexOf('Sort by ASC'));
  });

  test('a menu built from parts has only its own items, and they work', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/column-menu/', 'ColumnMenuFromScratch');
    await openColumnMenu(demo, 'country');
    await expect(page.getByRole('menuitem', { name: 'Filter' })).toHaveCount(0);
    await expect(page.getByText('Field: country')).toBeVisible();
    await chooseMenuItem(page, 'Hide column');
    await expect(demo.locator('.MuiDataGrid-columnHeader[data-field="country"]')).toHaveCount(0);
  });

  test('showColumnMenu opens menus from code; the callbacks report it', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/column-menu/', 'ColumnMenuFromCode');
    const log = demo.getByTestId('menu-log');
    await expect(log).toHaveText('No column menu is open · menus opened so far: 0');
    await demo.getByRole('button', { name: 'Open the Director menu' }).click();
    await expect(page.getByRole('menu', { name: 'Director column menu' })).toBeVisible();
    await expect(log).toHaveText('Open: the menu of "director" · menus opened so far: 1');
    await page.keyboard.press('Escape');
    await expect(log).toHaveText('No column menu is open · menus opened so far: 1');
    await demo.getByRole('button', { name: 'Open the Year menu' }).click();
    await expect(log).toHaveText('Open: the menu of "year" · menus opened so far: 2');
    // A click outside the open menu closes it before the button acts.
    await demo.getByRole('button', { name: 'Open the Director menu' }).click();
    await expect(log).toHaveText('Open: the menu of "director" · menus opened so far: 3');
  });
});

test.describe('styling', () => {
  test('align and headerAlign place the cells; selected rows take their own colour', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-data-grid/style/');
    const alignment = await liveDemo(page, 'ColumnAlignment');
    await expect(alignment.locator('.MuiDataGrid-cell--textCenter').first()).toBeVisible();
    const colours = await liveDemo(page, 'RowStateColours');
    const selected = await row(colours, 'DXB').evaluate((element) => getComputedStyle(element).backgroundColor);
    const plain = await row(colours, 'ATL').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(selected).not.toBe(plain);
    expect(problems).toEqual([]);
  });
});
