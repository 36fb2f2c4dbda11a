import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import { downloadFrom } from './support/downloads';
import { chooseMenuItem, liveDemo, openDemo, watchConsole } from './support/pages';

const PAGE = '/x/react-data-grid/export/';

test('CSV from the toolbar: the options reach the file', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'CsvOptions');
  await demo.getByRole('button', { name: 'Export' }).click();
  const file = await downloadFrom(page, () => chooseMenuItem(page, /Download as CSV/));
  expect(file.suggestedFilename()).toBe('busiest-airports-2023.csv');
  const text = await fs.readFile((await file.path())!, 'utf8');
  // The byte-order mark, then semicolons between fields.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split(/\r?\n/)[0]).toBe('IATA;Airport;Country;2019 (M);2023 (M)');
  expect(text).toContain('IST;Istanbul;Türkiye;52;76');
  expect(problems).toEqual([]);
});

test('CSV from code: getDataAsCsv returns the grid as text', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'CsvFromCode');
  await demo.getByRole('button', { name: 'Show as CSV' }).click();
  await expect(demo.getByLabel('CSV')).toContainText('IATA,Airport,2023 (M)');
  await expect(demo.getByLabel('CSV')).toContainText('ATL,Atlanta,104.7');
});

test('Excel from the toolbar: a workbook with the title row of exceljsPreProcess', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'ExcelTitleRows');
  await demo.getByRole('button', { name: 'Export' }).click();
  const file = await downloadFrom(page, () => chooseMenuItem(page, /Download as Excel/));
  expect(file.suggestedFilename()).toBe('busiest-airports-with-title.xlsx');
  const bytes = await fs.readFile((await file.path())!);
  // An .xlsx file is a zip archive.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(4000);
});

test('Excel in a web worker: every one of the 15,886 commits reaches the workbook, and the clock kept running', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'ExcelInWorker');
  await demo.getByRole('button', { name: 'Load 15,886 commits' }).click();
  await expect(demo.locator('.MuiDataGrid-footerContainer')).toContainText('15,886');
  const workerStarted = page.waitForEvent('worker');
  // 15,886 rows take a worker several seconds on a busy machine: a longer wait than a click's download,
  // yet short enough that the report of a download that never begins still fits in the test's minute.
  const file = await downloadFrom(page, () => demo.getByRole('button', { name: 'Export in a worker' }).click(), 30_000);
  expect((await workerStarted).url()).toMatch(/\/x\/workers\/excel-export\.worker\.js$/);
  expect(file.suggestedFilename()).toBe('commits.xlsx');
  await expect(demo.locator('output')).toHaveText(/^In a worker: \d+\.\d s; the clock moved \d+ times$/);

  // exceljs comes with the Premium package, which reads the file the same way it wrote it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(15_887); // the header and every commit
  expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Repository', 'Author', 'Subject', 'Files']);
  expect(problems).toEqual([]);
});

test('the rows exported: all that pass the filter, or only the selected ones', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const demo = await liveDemo(page, 'ExportedRows');
  const csv = demo.getByLabel('CSV');
  const show = demo.getByRole('button', { name: 'Show what a CSV export would hold' });
  await show.click();
  await expect(csv).toContainText('IATA,Airport,Country,2023 (M)');
  expect((await csv.textContent())!.trim().split('\n')).toHaveLength(11);
  await demo.locator('.MuiDataGrid-row[data-id="IST"] input[type="checkbox"]').check();
  await demo.locator('.MuiDataGrid-row[data-id="HND"] input[type="checkbox"]').check();
  await show.click();
  await expect(csv).toHaveText(/^IATA,Airport,Country,2023 \(M\)\r?\nHND,Tokyo Haneda,Japan,78\.7\r?\nIST,Istanbul,Türkiye,76\r?\n?$/);
});

test('print: the checklist copies every airport, ticked where selected, even those scrolled out of view', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, PAGE, 'PrintChecklist');
  const rows = demo.locator('[role="row"][data-id]');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await demo.getByRole('button', { name: 'Print a checklist' }).click();
  const printed = page.frameLocator('body > iframe').last();
  await expect(printed.locator('[role="row"][data-id]')).toHaveCount(10);
  await expect(printed.locator('[role="row"][data-id]').last()).toHaveAttribute('data-id', 'DEL');
  await expect(printed.locator('[role="row"][data-id]:has(.Mui-checked)')).toHaveCount(2);
});
