import { expect, test } from './support/test';
import { tickAllRows, untickRow } from './support/grid';
import { liveDemo, openDemo, watchConsole } from './support/pages';

/** The Row grouping and Aggregation pages state counts and totals of the same 330 commits; these check them in the browser. */

test('row grouping: one group per product, with its number of commits', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/row-grouping/', 'GroupByProduct');
  await expect(demo).toContainText('Dependencies (106)');
  await expect(demo).toContainText('Charts (72)');
  expect(problems).toEqual([]);
});

test('aggregation: the footer totals follow the filter, or not, as aggregationRowsScope says', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/aggregation/');
  const total = await liveDemo(page, 'FilesTotal');
  await expect(total.locator('.MuiDataGrid-footerContainer, .MuiDataGrid-bottomContainer').first()).toContainText('3,233');

  const scoped = await liveDemo(page, 'FilteredOrAll');
  const footer = scoped.locator('.MuiDataGrid-bottomContainer');
  await expect(footer).toContainText('877');
  await expect(footer).toContainText('72');
  await scoped.getByLabel(/aggregationRowsScope/).check();
  await expect(footer).toContainText('3,233');
  await expect(footer).toContainText('330');
  expect(problems).toEqual([]);
});

test('pivoting: products by release, with each release’s files in the footer', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/pivoting/', 'ProductsByRelease');
  await expect(demo.getByRole('columnheader', { name: 'v8.6.0' })).toBeVisible();
  // 574 + 2,162 + 497 = 3,233, the total of the Aggregation page.
  const footer = demo.locator('.MuiDataGrid-bottomContainer');
  for (const total of ['574', '2,162', '497']) await expect(footer).toContainText(total);
  expect(problems).toEqual([]);
});

test('pivoting: disablePivoting takes the Pivot button away and back; pivotable: false keeps Subject out of the fields', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/pivoting/', 'NoPivoting');
  const pivotButton = demo.getByRole('button', { name: 'Pivot', exact: true });
  await expect(pivotButton).toBeVisible();
  await demo.getByLabel('disablePivoting').check();
  await expect(pivotButton).toHaveCount(0);
  await demo.getByLabel('disablePivoting').uncheck();
  await pivotButton.click();
  const fieldNames = demo.locator('.MuiDataGrid-pivotPanelFieldName');
  await expect(fieldNames.filter({ hasText: /^Release$/ })).toHaveCount(1);
  await expect(fieldNames.filter({ hasText: /^Author$/ })).toHaveCount(1);
  await expect(fieldNames.filter({ hasText: /^Subject$/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('understanding pivoting: the three steps add up', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/pivoting-explained/');
  const withValues = await liveDemo(page, 'RowsAndValues');
  // 331 + 885 + 142: the per-release totals of the last step add up to this step's total.
  await expect(withValues.locator('.MuiDataGrid-bottomContainer')).toContainText('1,358');
  const full = await liveDemo(page, 'FullPivot');
  for (const total of ['331', '885', '142']) await expect(full.locator('.MuiDataGrid-bottomContainer')).toContainText(total);
});

test('row grouping: getRowGroupChildren lists a group’s commits in the grid’s sort order', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/row-grouping/', 'GroupChildren');
  await demo.getByText('v8.6.0 (218)').click();
  // 2,162 files in v8.6.0, as the Aggregation page totals; sorted by files, the largest commit comes first.
  await expect(demo.locator('p')).toContainText('v8.6.0: 218 commits changing 2162 files. First:');
});

test('row grouping: the header checkbox selects every commit, read from an exclude model', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/row-grouping/', 'SelectGroup');
  await tickAllRows(demo);
  // Every one of the 330 commits and the 3,233 files they changed, as the Aggregation page totals.
  await expect(demo).toContainText('330 commits selected, 3233 files changed');
  // Unticking a group after "select all" works because the demo does not pass the model back (mui/mui-x#19046).
  await untickRow(demo, 'auto-generated-row-product/Charts');
  await expect(demo).toContainText('258 commits selected');
});

test('pivoting: by default a CSV export also holds the collapsed rows; getRowsToExport keeps the group rows', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-data-grid/pivoting/', 'PivotAsCsv');
  const csv = demo.getByLabel('CSV');
  await demo.getByRole('button', { name: 'CSV, default rows' }).click();
  await expect(csv).toContainText('Infrastructure,56,736,223');
  const everyRow = (await csv.textContent())!.trim().split(/\r?\n/);
  // Two header lines, 9 products, 330 commits and the footer.
  expect(everyRow).toHaveLength(2 + 9 + 330 + 1);
  await demo.getByRole('button', { name: 'CSV, group rows only' }).click();
  await expect(csv).not.toContainText(',,');
  const groups = (await csv.textContent())!.trim().split(/\r?\n/);
  expect(groups.slice(0, 3)).toEqual([',v8.5.0,v8.6.0,v8.7.0', 'Product,Files,Files,Files', 'Infrastructure,56,736,223']);
  expect(groups).toHaveLength(2 + 9);
});
