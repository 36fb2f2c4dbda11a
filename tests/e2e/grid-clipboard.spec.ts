import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

/**
 * The Copy and paste page states what Ctrl+C copies and where Ctrl+V pastes;
 * these tests replay both on its demos, so a package update that changes the
 * behaviour fails here before the page says something false.
 */
const PAGE = '/x/react-data-grid/clipboard/';

test('Ctrl+C copies the selected rows, tab-separated and formatted, without the header', async ({ reusedPage: page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
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
  reusedPage: page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
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

test.describe('Premium: what a paste may change', () => {
  test.beforeEach(async ({ reusedPage: page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
  });

  const pasteInto = async (page: Page, demo: Locator, text: string, rowId: string, field: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await demo.locator(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`).click();
    await page.keyboard.press('Control+v');
  };

  test('pastedValueParser reads a decimal comma, and undefined keeps the cell', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'DecimalComma');
    const atlanta = demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2023"]');
    await pasteInto(page, demo, '105,3', 'ATL', 'y2023');
    await expect(atlanta).toHaveText('105.3');
    await pasteInto(page, demo, 'about 90', 'ATL', 'y2023');
    await page.waitForTimeout(300); // nothing to wait for: the cell must stay as it is
    await expect(atlanta).toHaveText('105.3');
    expect(problems).toEqual([]);
  });

  test('processRowUpdate refuses a value, and onProcessRowUpdateError shows why', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'PasteValidation');
    await pasteInto(page, demo, 'Atlanta', 'DXB', 'y2019');
    await expect(demo.getByRole('alert')).toContainText('DXB: "NaN" is not a passenger count');
    await expect(demo.locator('.MuiDataGrid-row[data-id="DXB"] [data-field="y2019"]')).toHaveText('86.4');
    await pasteInto(page, demo, '91.2', 'DXB', 'y2019');
    await expect(demo.locator('.MuiDataGrid-row[data-id="DXB"] [data-field="y2019"]')).toHaveText('91.2');
    await expect(demo.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('onBeforeClipboardPasteStart: Cancel drops the paste, Paste applies it', async ({ reusedPage: page }) => {
    const demo = await liveDemo(page, 'ConfirmPaste');
    const cell = demo.locator('.MuiDataGrid-row[data-id="LHR"] [data-field="y2023"]');
    await pasteInto(page, demo, '80.1\t81.2', 'LHR', 'y2019');
    await expect(page.getByRole('dialog')).toContainText('Paste 2 cells?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(cell).toHaveText('79.2');
    await pasteInto(page, demo, '80.1\t81.2', 'LHR', 'y2019');
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(cell).toHaveText('81.2');
  });
});
