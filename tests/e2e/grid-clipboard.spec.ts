import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

/**
 * The Copy and paste page states what Ctrl+C copies and where Ctrl+V pastes;
 * these tests replay both on its demos, so a package update that changes the
 * behaviour fails here before the page says something false.
 */
const PAGE = '/x/react-data-grid/clipboard/';

test('Ctrl+C copies the selected rows, tab-separated and formatted, without the header', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const demo = page.locator('[data-demo$="/CopyRows"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await demo.locator('.MuiDataGrid-row[data-id="DXB"] input[type="checkbox"]').check();
  await demo.locator('.MuiDataGrid-row[data-id="LHR"] input[type="checkbox"]').check();
  // The focus stays on the last checkbox, inside the grid, where Ctrl+C is handled.
  await page.keyboard.press('Control+c');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim().split(/\r?\n/)).toEqual(['DXB\tDubai\t86.4 M\t87 M', 'LHR\tLondon Heathrow\t80.9 M\t79.2 M']);
  await expect(demo.locator('pre')).toContainText('DXB → Dubai');
  expect(problems).toEqual([]);
});

test('Premium: a pasted column of values fills the cells down from the focused one, through processRowUpdate', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const demo = page.locator('[data-demo$="/PasteRange"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => navigator.clipboard.writeText('99.9\n88.8'));
  await demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2023"]').click();
  await page.keyboard.press('Control+v');
  await expect(demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2023"]')).toHaveText('99.9');
  await expect(demo.locator('.MuiDataGrid-row[data-id="DXB"] [data-field="y2023"]')).toHaveText('88.8');
  await expect(demo.locator('ul')).toContainText('ATL: 104.7 → 99.9 (2023)');
});
