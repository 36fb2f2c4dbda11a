import { expect, test } from './support/test';
import { tickAllRows, tickRow, untickRow } from './support/grid';
import { liveDemo, openDemo, watchConsole } from './support/pages';

/** The Tree data page states how filtering and selection follow the tree; these replay it on its demos. */
const PAGE = '/x/react-data-grid/tree-data/';

test('a filter keeps the folders above a match; disableChildrenFiltering tests the top level only', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'ChildrenFilterSort');
  const rows = demo.locator('.MuiDataGrid-row');
  await expect(demo.getByText('BarChart (4)')).toBeVisible();
  await expect(rows.nth(1)).toContainText('BarChart.tsx');
  await demo.getByLabel('disableChildrenFiltering').check();
  await expect(demo.getByText('BarChart (35)')).toBeVisible();
  // disableChildrenSorting: the children come back in the order of `rows` (the listing's).
  await demo.getByLabel('disableChildrenSorting').check();
  await expect(rows.nth(1)).toContainText('AnimatedBarElement.tsx');
  expect(problems).toEqual([]);
});

test('selecting a folder selects what it holds', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'SelectFolder');
  await tickRow(demo, 'BarChart/BarLabel');
  // The folder and its seven files; the line under the grid adds up their sizes.
  await expect(demo).toContainText('8 rows selected, 13,406 bytes of files');
  await page.reload();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await demo.getByLabel('descendants').uncheck();
  await tickRow(demo, 'BarChart/BarLabel');
  await expect(demo).toContainText('1 rows selected, 0 bytes of files');
});

test('the header checkbox selects every row: the line reads its exclude model', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'SelectFolder');
  // With propagation on and no filter, the grid answers "all" with { type: 'exclude', ids: [] }.
  await tickAllRows(demo);
  // All 36 folders and files; 142,095 bytes, as FolderSizes totals below.
  await expect(demo).toContainText('36 rows selected, 142,095 bytes of files');
  // Unticking a folder takes its 8 rows out, and the top folder with them (parents: no longer all ticked).
  await untickRow(demo, 'BarChart/BarLabel');
  await expect(demo).toContainText('27 rows selected, 128,689 bytes of files');
});

test('Premium: each folder row holds the sum of the file sizes below it', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/tree-data/', 'FolderSizes');
  // The 142,095 bytes of every file in packages/x-charts/src/BarChart at v8.7.0.
  await expect(demo.locator('.MuiDataGrid-row').first()).toContainText('142,095');
  await expect(demo.locator('.MuiDataGrid-bottomContainer')).not.toContainText('142,095');
  expect(problems).toEqual([]);
});
