import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

const PAGE = '/x/react-data-grid/events/';

test.describe('the Events page', () => {
  test('subscribeEvent: a click and a header click log their events, newest first', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    await page.goto(PAGE);
    const demo = await liveDemo(page, 'EventLog');
    await demo.getByRole('gridcell', { name: 'Dubai' }).click();
    const log = demo.getByRole('list', { name: 'Event log' });
    // The click selects the row, after it has been published as a cell click.
    await expect(log.getByRole('listitem')).toHaveText(['rowSelectionChange: 1 selected', 'cellClick: city of DXB']);
    await demo.getByRole('columnheader', { name: 'Airport' }).click();
    // The grid's own header listener (which sorts) subscribed before the demo's, so it ran first.
    await expect(log.getByRole('listitem')).toHaveText([
      'columnHeaderClick: city',
      'sortModelChange: [{"field":"city","sort":"asc"}]',
      'rowSelectionChange: 1 selected',
      'cellClick: city of DXB',
    ]);
    expect(problems).toEqual([]);
  });

  test('useGridEvent in a footer slot follows the clicks of its own grid', async ({ reusedPage: page }) => {
    await page.goto(PAGE);
    const demo = await liveDemo(page, 'LastClicked');
    await expect(demo).toContainText('Click a cell');
    await demo.getByRole('gridcell', { name: 'Türkiye' }).click();
    await expect(demo).toContainText('Last clicked: Country of IST = Türkiye');
    await demo.getByRole('gridcell', { name: '72.2 million' }).click();
    await expect(demo).toContainText('Last clicked: 2023 passengers of DEL = 72.2 million');
  });

  test('defaultMuiPrevented: Enter moves down instead of editing; double-click still edits', async ({ reusedPage: page }) => {
    await page.goto(PAGE);
    const demo = await liveDemo(page, 'EnterMovesDown');
    const cell = (id: string, field: string) => demo.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`);
    await cell('ATL', 'y2019').click();
    await page.keyboard.press('Enter');
    await expect(cell('DXB', 'y2019')).toBeFocused();
    await expect(demo.locator('.MuiDataGrid-cell--editing')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(cell('DFW', 'y2019')).toBeFocused();
    await cell('DFW', 'y2019').dblclick();
    await expect(cell('DFW', 'y2019')).toHaveClass(/MuiDataGrid-cell--editing/);
  });

  test('the generated events table filters by name, and says so when nothing matches', async ({ reusedPage: page }) => {
    await page.goto(`${PAGE}#every-event`);
    const table = page.getByRole('table', { name: 'Events' });
    await expect(table.getByRole('row', { name: /^cellKeyDown/ })).toContainText('React.KeyboardEvent<HTMLElement>');
    const total = await table.locator('tbody tr').count();
    const filter = page.getByLabel('Filter events by name');
    await filter.fill('rowgrouping');
    await expect(table.locator('tbody tr')).not.toHaveCount(total);
    const names = await table.locator('tbody tr td:first-child code').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('rowgrouping');
    await expect(page.getByText(`${names.length} of ${total} events`)).toBeVisible();
    await filter.fill('<script>');
    await expect(page.getByText('No event name contains “<script>”.')).toBeVisible();
  });
});

test('a feature page lists its apiRef methods and selectors, generated from the declarations', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/sorting/#apiref');
  const methods = page.getByRole('table', { name: 'GridSortApi methods' });
  await expect(methods.getByRole('row', { name: /^setSortModel/ })).toContainText('(model: GridSortModel) => void');
  // Type names with a page of their own link to it.
  await methods
    .getByRole('row', { name: /^setSortModel/ })
    .getByRole('link', { name: 'GridSortModel' })
    .click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-sort-model\/$/);
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Selectors' }).getByRole('row', { name: /^gridSortModelSelector/ })).toBeVisible();
});
