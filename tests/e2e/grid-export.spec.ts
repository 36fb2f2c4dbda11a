import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

const PAGE = '/x/react-data-grid/export/';

test('CSV from the toolbar: the options reach the file', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'CsvOptions');
  await demo.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Download as CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('busiest-airports-2023.csv');
  const text = await fs.readFile((await file.path())!, 'utf8');
  // The byte-order mark, then semicolons between fields.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split(/\r?\n/)[0]).toBe('IATA;Airport;Country;2019 (M);2023 (M)');
  expect(text).toContain('IST;Istanbul;Türkiye;52;76');
  expect(problems).toEqual([]);
});

test('CSV from code: getDataAsCsv returns the grid as text', async ({ page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'CsvFromCode');
  await demo.getByRole('button', { name: 'Show as CSV' }).click();
  await expect(demo.getByLabel('CSV')).toContainText('IATA,Airport,2023 (M)');
  await expect(demo.getByLabel('CSV')).toContainText('ATL,Atlanta,104.7');
});

test('Excel from the toolbar: a workbook with the title row of exceljsPreProcess', async ({ page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'ExcelTitleRows');
  await demo.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Download as Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('busiest-airports-with-title.xlsx');
  const bytes = await fs.readFile((await file.path())!);
  // An .xlsx file is a zip archive.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(4000);
});
