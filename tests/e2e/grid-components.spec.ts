import { downloadFrom } from './support/downloads';
import { expect, test } from './support/test';
import { chooseMenuItem, liveDemo, openDemo, watchConsole } from './support/pages';
import { rowIds as ids } from './support/grid';

// The path of @mui/icons-material's South arrow, the demo's descending icon.
const SOUTH_ARROW = 'm19 15-1.41-1.41L13 18.17V2h-2v16.17l-4.59-4.59L5 15l7 7z';

test('a composed toolbar: triggers open the panels, the filter badge counts, the arrow keys move between buttons', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/components/toolbar/', 'CustomToolbar');
  const toolbar = demo.getByRole('toolbar');
  await toolbar.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('checkbox', { name: 'Country' })).toBeVisible();
  await page.keyboard.press('Escape');
  await toolbar.getByRole('button', { name: 'Columns' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Filters' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Download as CSV' })).toBeFocused();
  await toolbar.getByPlaceholder('Search…').fill('Tokyo');
  await expect.poll(() => ids(demo)).toEqual(['HND']);
  const download = await downloadFrom(page, () => toolbar.getByRole('button', { name: 'Download as CSV' }).click());
  expect(download.suggestedFilename()).toBe('busiest-airports-2023.csv');
  expect(problems).toEqual([]);
});

test('the built-in toolbar, configured: a named CSV with semicolons and no print entry', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/components/toolbar/', 'DefaultToolbarOptions');
  await demo.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Print' })).toHaveCount(0);
  const file = await downloadFrom(page, () => chooseMenuItem(page, 'Download as CSV'));
  expect(file.suggestedFilename()).toBe('busiest-airports-2023.csv');
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.split('\n')[0]).toContain('IATA;Airport;Country;2023 (M)');
});

test('quick filter: the search button opens the field; commas separate values matched with or', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/components/quick-filter/');
  const expanding = await liveDemo(page, 'ExpandingSearch');
  const field = expanding.getByRole('searchbox');
  await expect(field).toHaveAttribute('tabindex', '-1');
  await expanding.getByRole('button', { name: 'Search' }).click();
  await expect(field).toBeFocused();
  await field.fill('Istanbul');
  await expect.poll(() => ids(expanding)).toEqual(['IST']);
  await expanding.getByRole('button', { name: 'Clear the search' }).click();
  await expect.poll(() => ids(expanding)).toContain('ATL');

  const commas = await liveDemo(page, 'CommaSeparatedSearch');
  await commas.getByRole('searchbox').fill('Tokyo, Dubai');
  await expect.poll(() => ids(commas)).toEqual(['DXB', 'HND']);
});

test('export buttons: CSV with the chosen columns only', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/components/export/', 'ExportButtons');
  const download = await downloadFrom(page, () => demo.getByRole('button', { name: 'Download CSV' }).click());
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(text.split(/\r?\n/)[0]).toBe('IATA,Airport,2023 (M)');
});

test('export buttons: Print copies all ten airports, those below the box included', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/components/export/', 'ExportButtons');
  await demo.getByRole('button', { name: 'Print' }).click();
  const printed = page.frameLocator('body > iframe').last();
  await expect(printed.locator('[role="row"][data-id]')).toHaveCount(10);
  await expect(printed.locator('[role="row"][data-id]').last()).toHaveAttribute('data-id', 'DEL');
});

test('slots: custom sort icons, and a footer with props of its own that follows the filter', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/components/');
  const icons = await liveDemo(page, 'SortIconsSlot');
  await icons.getByRole('columnheader', { name: '2023 (M)' }).click();
  // The North arrow of @mui/icons-material, not the grid's default ArrowUpward.
  const sortIcon = icons.locator('.MuiDataGrid-columnHeader[data-field="y2023"] .MuiDataGrid-sortIcon path');
  await expect(sortIcon).toHaveAttribute('d', 'm5 9 1.41 1.41L11 5.83V22h2V5.83l4.59 4.59L19 9l-7-7z');
  await icons.getByRole('columnheader', { name: '2023 (M)' }).click();
  await expect(sortIcon).toHaveAttribute('d', SOUTH_ARROW);
  const footer = await liveDemo(page, 'FooterSlotProps');
  await expect(footer).toContainText('806.4 million passengers. Source: ACI World, 2024');
  await expect(footer.getByText('1–5 of 10')).toBeVisible();
});

test('overlays: loading variants, and different messages for no rows and no results', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/overlays/');
  const loading = await liveDemo(page, 'LoadingVariants');
  await expect(loading.locator('.MuiLinearProgress-root')).toBeVisible();
  await loading.getByLabel('Rows already shown').uncheck();
  await expect(loading.locator('.MuiDataGrid-rowSkeleton').first()).toBeVisible();
  await loading.getByLabel('loading').uncheck();
  await expect(loading.getByText('No rows')).toBeVisible();

  const empty = await liveDemo(page, 'EmptyStates');
  await expect(empty.getByText('No airports yet: load the 2023 figures to start.')).toBeVisible();
  await empty.getByRole('button', { name: 'Load the 2023 figures' }).click();
  await empty.getByRole('searchbox').fill('zzz');
  await expect(empty.getByText('No airport matches the filters.')).toBeVisible();
  await empty.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(empty.locator('.MuiDataGrid-row').first()).toHaveAttribute('data-id', 'ATL');
  expect(problems).toEqual([]);
});

test('styling: classes from the data follow the sort; the theme styles every grid under it', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/style/');
  const classes = await liveDemo(page, 'ClassNamesFromData');
  await expect(classes.locator('.MuiDataGrid-row[data-id="IST"] [data-field="y2023"]')).toHaveClass(/cell--up/);
  await expect(classes.locator('.MuiDataGrid-row[data-id="LAX"] [data-field="y2023"]')).toHaveClass(/cell--down/);
  // The recent year's header is tinted: the demo's rule has to outrank the grid's own header background.
  const header = (name: string) => classes.getByRole('columnheader', { name });
  await expect(header('2023')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.08)');
  await expect(header('Airport')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await classes.getByRole('columnheader', { name: 'Airport' }).click();
  // Atlanta sorts first and takes the first stripe.
  await expect(classes.locator('.MuiDataGrid-row').first()).toHaveAttribute('data-id', 'ATL');
  await expect(classes.locator('.MuiDataGrid-row').first()).toHaveClass(/row--even/);
  const themed = await liveDemo(page, 'ThemeOverrides');
  await expect(themed.locator('.MuiDataGrid-columnHeaderTitle').first()).toHaveCSS('text-transform', 'uppercase');
  await expect(themed.locator('.MuiDataGrid-root')).toHaveClass(/MuiDataGrid-root--densityCompact/);
  expect(problems).toEqual([]);
});

test('styling recipes: the busiest figure takes the strongest tint', async ({ reusedPage: page }) => {
  const heat = await openDemo(page, '/x/react-data-grid/style-recipes/', 'TrafficHeatmap');
  await expect(heat.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2019"]')).toHaveClass(/heat-4/);
  await expect(heat.locator('.MuiDataGrid-row[data-id="IST"] [data-field="y2019"]')).toHaveClass(/heat-0/);
});

test('prompt field: a prompt from the toolbar changes the grid through the assistant', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/components/prompt-field/', 'ToolbarPrompt');
  const field = demo.getByPlaceholder('Try “count by author” or “files over 50”');
  await expect(demo.getByRole('button', { name: 'Send' })).toBeDisabled();
  await field.fill('files over 50');
  const answer = page.waitForResponse((response) => response.url().endsWith('/x/data/grid-prompt'));
  await demo.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(200);
  await expect(field).toHaveValue('');
  await expect(async () => {
    const files = await demo.locator('.MuiDataGrid-row [data-field="files"]').allTextContents();
    expect(files.length).toBeGreaterThan(0);
    for (const value of files) expect(Number(value.replace(/\D/g, ''))).toBeGreaterThan(50);
  }).toPass();
});

test('styling with sx: class-name selectors reach the headers and one column; the spreadsheet look has borders and centred headers', async ({
  reusedPage: page,
}) => {
  await page.goto('/x/react-data-grid/style/');
  const sx = await liveDemo(page, 'SxWithClasses');
  const header = sx.locator('.MuiDataGrid-columnHeader[data-field="city"]');
  // primary.main of the light scheme.
  await expect(header).toHaveCSS('background-color', 'rgb(25, 118, 210)');
  await expect(sx.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="id"]')).toHaveCSS('font-family', /monospace/);

  await page.goto('/x/react-data-grid/style-recipes/');
  const sheet = await liveDemo(page, 'SpreadsheetLook');
  await expect(sheet.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="city"]')).toHaveClass(/MuiDataGrid-cell--withRightBorder/);
  await expect(sheet.locator('.MuiDataGrid-columnHeader[data-field="city"] .MuiDataGrid-columnHeaderTitleContainer')).toHaveCSS(
    'justify-content',
    'center',
  );
  await expect(sheet.locator('.MuiDataGrid-root')).toHaveCSS('font-variant-numeric', 'tabular-nums');
});

test('the panel triggers hand their state to a render function: open, filter count, pivot on', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/components/columns-panel/');
  let demo = await liveDemo(page, 'ColumnsPanelTriggerState');
  await demo.getByRole('button', { name: 'Columns (2 hidden)' }).click();
  await expect(demo.getByRole('button', { name: 'Done' })).toBeVisible();
  // getTogglableColumns keeps the building's name out of the list.
  await expect(page.getByRole('checkbox', { name: 'Country' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Building' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Country' }).click();
  await page.keyboard.press('Escape');
  await expect(demo.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();

  await page.goto('/x/react-data-grid/components/filter-panel/');
  demo = await liveDemo(page, 'FilterPanelTriggerCount');
  await expect(demo.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  expect(await ids(demo)).toEqual(['USA', 'CHN', 'FRA', 'GBR']);

  await page.goto('/x/react-data-grid/components/pivot-panel/');
  demo = await liveDemo(page, 'PivotPanelTriggerState');
  await demo.getByRole('button', { name: 'Pivot off' }).click();
  await demo.getByRole('switch', { name: 'Pivot' }).click();
  await expect(demo.getByRole('button', { name: 'Pivot on' })).toBeVisible();
  await expect(demo.getByRole('gridcell', { name: /^Tree View/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the AI assistant trigger opens the built-in panel, and a suggestion groups the commits', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/components/ai-assistant-panel/', 'AiAssistantPanelTriggerButton');
  const trigger = demo.getByRole('button', { name: 'Ask the assistant' });
  await trigger.click();
  await expect(trigger).toHaveClass(/assistant-open/);
  await page.getByRole('button', { name: 'Total files by product' }).click();
  await expect(demo.getByRole('gridcell', { name: 'Tree View (2)' })).toBeVisible();
  expect(problems).toEqual([]);
});
