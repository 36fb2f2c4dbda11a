import { expect, test } from './support/test';
import { chooseOption, liveDemo, openDemo, watchConsole } from './support/pages';
import { filterFromColumnMenu, gridCell as cell, rowIds as ids, tickRow } from './support/grid';

test.describe('editing', () => {
  test('CRUD: add a row, save it, edit and delete another, through rowModesModel', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/editing/', 'CrudGrid');
    await demo.getByRole('button', { name: 'Add a building' }).click();
    await expect(cell(demo, 11, 'name').locator('input')).toBeFocused();
    await page.keyboard.type('Jeddah Tower');
    await demo.getByRole('menuitem', { name: 'Save', exact: true }).click();
    await expect(cell(demo, 11, 'name')).toHaveText('Jeddah Tower');
    await demo.getByRole('menuitem', { name: 'Delete Burj Khalifa' }).click();
    await expect(cell(demo, 1, 'name')).toHaveCount(0);
    // Cancel on a new row removes it.
    await demo.getByRole('button', { name: 'Add a building' }).click();
    await demo.getByRole('menuitem', { name: 'Cancel', exact: true }).click();
    await expect(demo.locator('.MuiDataGrid-row[data-id="12"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('preProcessEditCellProps: an invalid height cannot be saved; a duplicate name is refused after the async check', async ({
    reusedPage: page,
  }) => {
    const demo = await openDemo(page, '/x/react-data-grid/editing/', 'ValidatedEdits');
    await cell(demo, 2, 'height').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1200');
    await page.keyboard.press('Enter');
    await expect(cell(demo, 2, 'height')).toHaveClass(/MuiDataGrid-cell--editing/);
    await page.keyboard.press('Escape');
    await cell(demo, 2, 'name').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Shanghai Tower');
    await expect(cell(demo, 2, 'name').locator('.Mui-error')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cell(demo, 2, 'name')).toHaveClass(/MuiDataGrid-cell--editing/);
  });

  test('valueGetter, valueSetter and valueParser: editing feet writes metres', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/editing/', 'FeetAndMetres');
    await expect(cell(demo, 1, 'heightFeet')).toHaveText('2,717 ft');
    await cell(demo, 1, 'heightFeet').dblclick();
    // Pasted text in one go: a text editor hands it to valueParser whole (a number input refuses it).
    await cell(demo, 1, 'heightFeet').locator('input').fill('3,000 ft');
    await page.keyboard.press('Enter');
    await expect(cell(demo, 1, 'height')).toHaveText('914');
  });

  test('cellModesModel: the buttons open, cancel and save a cell', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/editing/', 'ControlledCellModes');
    await cell(demo, 3, 'city').click();
    await demo.getByRole('button', { name: 'Edit' }).click();
    await expect(cell(demo, 3, 'city')).toHaveClass(/MuiDataGrid-cell--editing/);
    await cell(demo, 3, 'city').locator('input').fill('Pudong');
    await demo.getByRole('button', { name: 'Cancel' }).click();
    await expect(cell(demo, 3, 'city')).toHaveText('Shanghai');
    await demo.getByRole('button', { name: 'Edit' }).click();
    await cell(demo, 3, 'city').locator('input').fill('Pudong');
    await demo.getByRole('button', { name: 'Save' }).click();
    await expect(cell(demo, 3, 'city')).toHaveText('Pudong');
  });
});

test.describe('editing recipes', () => {
  test('one click opens an editable cell', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/recipes-editing/', 'SingleClickEditing');
    await cell(demo, 4, 'city').click();
    await expect(cell(demo, 4, 'city')).toHaveClass(/MuiDataGrid-cell--editing/);
    await cell(demo, 5, 'floors').click();
    await expect(cell(demo, 4, 'city')).not.toHaveClass(/MuiDataGrid-cell--editing/);
    await expect(cell(demo, 5, 'floors')).toHaveClass(/MuiDataGrid-cell--editing/);
    // Another cell of the same row: the first one closes and keeps what was typed.
    await cell(demo, 5, 'floors').locator('input').fill('100');
    await cell(demo, 5, 'name').click();
    await expect(cell(demo, 5, 'name')).toHaveClass(/MuiDataGrid-cell--editing/);
    await expect(cell(demo, 5, 'floors')).not.toHaveClass(/MuiDataGrid-cell--editing/);
    await expect(cell(demo, 5, 'floors')).toHaveText('100');
  });

  test('changes wait for Save, and Discard puts the saved rows back', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/recipes-editing/', 'PendingChanges');
    await cell(demo, 1, 'floors').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('164');
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('button', { name: 'Save 1 row' })).toBeEnabled();
    await expect(demo.locator('.MuiDataGrid-row[data-id="1"]')).toHaveClass(/row--pending/);
    await demo.getByRole('button', { name: 'Discard' }).click();
    await expect(cell(demo, 1, 'floors')).toHaveText('163');
    await expect(demo.getByRole('button', { name: /^Save/ })).toBeDisabled();
  });

  test('a new country makes the city invalid until one of its cities is chosen', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/recipes-editing/', 'LinkedFields');
    await cell(demo, 7, 'country').dblclick();
    await cell(demo, 7, 'country').getByRole('combobox').click();
    await page.getByRole('option', { name: 'China' }).click();
    await expect(cell(demo, 7, 'city').locator('.Mui-error').first()).toBeVisible();
    await cell(demo, 7, 'city').getByRole('combobox').click();
    await expect(page.getByRole('option')).toHaveText(['Shanghai', 'Shenzhen', 'Guangzhou', 'Tianjin', 'Beijing']);
    await page.getByRole('option', { name: 'Beijing' }).click();
    await page.keyboard.press('Enter');
    await expect(cell(demo, 7, 'city')).toHaveText('Beijing');
  });
});

test.describe('sorting, filtering, selection and pagination', () => {
  test('combined comparators: country then city, and equal heights by floors', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/sorting/', 'CombinedComparator');
    // China's five, by city: Beijing, Guangzhou, Shanghai, Shenzhen, Tianjin; then Malaysia…
    // The rows in view (the grid renders only those).
    expect((await ids(demo)).slice(0, 6)).toEqual(['10', '8', '3', '5', '9', '2']);
    await demo.getByRole('columnheader', { name: 'Height (m)' }).click();
    const order = await ids(demo);
    // 530 m twice: Tianjin (97 floors) before Guangzhou (111).
    expect(order.indexOf('9')).toBeLessThan(order.indexOf('8'));
  });

  test('server sorting asks the server for the sorted page', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/sorting/', 'ServerSorting');
    await expect(demo).toContainText('GET /x/data/employees?sortModel=[{"field":"salary","sort":"desc"}]');
    const request = page.waitForRequest((candidate) => candidate.url().includes('sortModel') && candidate.url().includes('%22name%22'));
    await demo.getByRole('columnheader', { name: 'Name' }).click();
    await request;
    await expect(demo).toContainText('"field":"name","sort":"asc"');
  });

  test('operators explorer, a read-only filter, chips and a filter on a hidden column', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/filtering/');
    const explorer = await liveDemo(page, 'OperatorsExplorer');
    await explorer.getByLabel('Column type').click();
    await page.getByRole('option', { name: 'number' }).click();
    await expect(explorer.getByRole('row', { name: '>= >= yes' })).toBeVisible();
    await expect(explorer.getByRole('row', { name: 'isEmpty is empty no' })).toBeVisible();

    const readOnly = await liveDemo(page, 'ReadOnlyFilter');
    expect(await ids(readOnly)).toEqual(['ATL', 'DFW', 'DEN', 'LAX', 'ORD']);
    await readOnly.getByRole('toolbar').getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('tooltip').getByRole('combobox', { name: 'Columns' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto('/x/react-data-grid/filtering-recipes/');
    const chips = await liveDemo(page, 'FilterChips');
    await chips.getByRole('button', { name: 'Japan' }).click();
    await chips.getByRole('button', { name: 'India' }).click();
    expect(await ids(chips)).toEqual(['HND', 'DEL']);
    await expect(chips.getByRole('button', { name: 'India' })).toHaveAttribute('aria-pressed', 'true');
    // A filter opened on another column takes the grid's one item; a chip then takes it back.
    await filterFromColumnMenu(page, chips, 'city');
    await page.keyboard.press('Escape');
    await expect(chips.getByRole('button', { name: 'India' })).toHaveAttribute('aria-pressed', 'false');
    await chips.getByRole('button', { name: 'Japan' }).click();
    await expect.poll(() => ids(chips)).toEqual(['HND']);
    await expect(chips.getByRole('button', { name: 'Japan' })).toHaveAttribute('aria-pressed', 'true');
    const hidden = await liveDemo(page, 'FilterHiddenColumn');
    expect(await ids(hidden)).toEqual(['DXB', 'DFW', 'DEN', 'IST', 'DEL']);
    await hidden.getByLabel('Only airports busier than in 2019').uncheck();
    await expect(hidden.locator('.MuiDataGrid-row').first()).toHaveAttribute('data-id', 'ATL');
  });

  test('controlled filters: a panel filter the buttons cannot show presses none, and All clears it', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/filtering/', 'FilteringControlled');
    const buttons = demo.getByRole('group', { name: 'Priority' });
    await expect(buttons.getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'true');
    await filterFromColumnMenu(page, demo, 'status');
    await chooseOption(page.locator('.MuiDataGrid-filterForm').getByRole('combobox', { name: 'Value' }), 'Waiting');
    await page.keyboard.press('Escape');
    await expect.poll(() => ids(demo)).toEqual(['3', '6']);
    await expect(buttons.locator('[aria-pressed="true"]')).toHaveCount(0);
    await buttons.getByRole('button', { name: 'All' }).click();
    await expect.poll(async () => (await ids(demo)).length).toBe(7);
    await expect(buttons.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the checkbox column at the end, and selection kept across server pages', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/row-selection/');
    const atEnd = await liveDemo(page, 'CheckboxColumnAtEnd');
    await expect(atEnd.getByRole('columnheader').last().getByRole('checkbox', { name: 'Select all rows' })).toBeVisible();
    const server = await liveDemo(page, 'SelectionAcrossServerPages');
    await tickRow(server, 1);
    await tickRow(server, 2);
    await server.getByRole('button', { name: 'Go to next page' }).click();
    await expect(server.locator('.MuiDataGrid-row[data-id="6"]')).toBeVisible();
    await tickRow(server, 6);
    await expect(server.getByText('3 rows selected')).toBeVisible();
    await server.getByLabel('keepNonExistentRowsSelected').uncheck();
    await server.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(server.locator('.MuiDataGrid-row[data-id="1"]')).toBeVisible();
    await expect(server.getByText('2 rows selected')).toBeVisible();
  });

  test('cursor pagination with an unknown count, an estimate, and numbered page buttons', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/pagination/');
    const cursors = await liveDemo(page, 'CursorPagination');
    await expect(cursors.getByText('1–10 of more than 10')).toBeVisible();
    await cursors.getByRole('button', { name: 'Go to next page' }).click();
    await expect(cursors.getByText('11–20 of more than 20')).toBeVisible();
    await expect(cursors.locator('.MuiDataGrid-row[data-id="11"]')).toBeVisible();
    await cursors.getByLabel('Give the grid an estimate (about 1,000 rows)').check();
    await expect(cursors.getByText('11–20 of around 1000')).toBeVisible();
    await cursors.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(cursors.locator('.MuiDataGrid-row[data-id="1"]')).toBeVisible();

    const numbered = await liveDemo(page, 'NumberedPages');
    await numbered.getByRole('button', { name: 'Go to page 2' }).click();
    expect(await ids(numbered)).toEqual(['4', '5', '6']);
  });
});

test.describe('row and column recipes, performance', () => {
  test('row numbers follow the sort; details follow the selection; an edit flashes its row', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/row-recipes/');
    const numbers = await liveDemo(page, 'RowNumbers');
    await numbers.getByRole('columnheader', { name: 'Airport' }).click();
    // Atlanta sorts first by name and is row 1 again; Chicago O'Hare second.
    await expect(cell(numbers, 'ATL', 'position')).toHaveText('1');
    await expect(cell(numbers, 'ORD', 'position')).toHaveText('2');

    const details = await liveDemo(page, 'DetailsBeside');
    await expect(details.getByRole('region', { name: 'Airport details' })).toContainText('Atlanta (ATL)');
    await cell(details, 'IST', 'city').click();
    await expect(details.getByRole('region', { name: 'Airport details' })).toContainText('+46.2%');

    const flash = await liveDemo(page, 'FlashOnUpdate');
    await cell(flash, 'DXB', 'y2023').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('92.3');
    await page.keyboard.press('Enter');
    await expect(flash.locator('.MuiDataGrid-row[data-id="DXB"]')).toHaveClass(/row--updated/);
    await expect(flash.locator('.MuiDataGrid-row[data-id="DXB"]')).not.toHaveClass(/row--updated/);
  });

  test('columns derived from the data, and memoized columns render less', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/column-recipes/');
    const derived = await liveDemo(page, 'ColumnsFromData');
    await expect(derived.getByRole('columnheader')).toHaveText(['IATA', 'City', 'Country', '2019 (M)', '2023 (M)']);

    await page.goto('/x/react-data-grid/performance/');
    const demo = await liveDemo(page, 'StableProps');
    const count = async (label: string) =>
      Number((await demo.getByText(new RegExp(`^${label}: Airport cells rendered`)).textContent())!.match(/(\d+) times/)![1]);
    // Before any click, the counts already include the first render of the cells in view.
    const airportCells = (grid: number) => demo.locator('.MuiDataGrid-root').nth(grid).locator('.MuiDataGrid-cell[data-field="city"]');
    for (const [grid, label] of ['New columns each render', 'Memoized columns'].entries()) {
      await expect(airportCells(grid).first()).toBeVisible();
      const inView = await airportCells(grid).count();
      await expect.poll(() => count(label)).toBeGreaterThanOrEqual(inView);
    }
    const button = demo.getByRole('button', { name: /Re-render the parent/ });
    for (let i = 0; i < 3; i++) await button.click();
    await expect(button).toHaveText('Re-render the parent (3)');
    expect(await count('New columns each render')).toBeGreaterThan(await count('Memoized columns'));
  });
});

test('master-detail: a panel fetches its own rows when it opens, and only then', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const commitRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/x/data/commits')) commitRequests.push(decodeURIComponent(request.url()));
  });
  const demo = await openDemo(page, '/x/react-data-grid/master-detail/', 'DetailFromServer');
  expect(commitRequests).toEqual([]);
  await demo.locator('.MuiDataGrid-row[data-id="mui/toolpad"] [data-field="__detail_panel_toggle__"] button').click();
  const panel = demo.locator('.MuiDataGrid-detailPanel');
  await expect(panel).toContainText('Latest commits of mui/toolpad');
  await expect(panel.locator('.MuiDataGrid-row')).toHaveCount(5);
  expect(commitRequests).toHaveLength(1);
  expect(commitRequests[0]).toContain('"value":"mui/toolpad"');
  expect(problems).toEqual([]);
});

test('row spacing leaves gaps between rows but not at the edges; columns hide on a narrow screen', async ({ reusedPage: page }) => {
  await page.goto('/x/react-data-grid/row-height/');
  const spacing = await liveDemo(page, 'RowSpacing');
  const margins = await spacing
    .locator('.MuiDataGrid-row')
    .evaluateAll((rows) => rows.slice(0, 2).map((row) => [getComputedStyle(row).marginTop, getComputedStyle(row).marginBottom]));
  expect(margins).toEqual([
    ['0px', '4px'],
    ['4px', '4px'],
  ]);

  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/x/react-data-grid/column-visibility/');
  const responsive = await liveDemo(page, 'ResponsiveColumns');
  await expect(responsive.getByRole('columnheader', { name: 'Country' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(responsive.getByRole('columnheader', { name: 'Country' })).toBeVisible();
});

test('column pinning from code: pinColumn moves a column to a pinned side, setPinnedColumns({}) clears them', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-data-grid/column-pinning/', 'PinFromCode');
  await demo.getByRole('button', { name: 'Pin Airport left' }).click();
  await expect(demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="city"]')).toHaveClass(/MuiDataGrid-cell--pinnedLeft/);
  await demo.getByRole('button', { name: 'Pin 2023 right' }).click();
  await expect(demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2023"]')).toHaveClass(/MuiDataGrid-cell--pinnedRight/);
  await demo.getByRole('button', { name: 'Unpin all' }).click();
  await expect(demo.locator('.MuiDataGrid-cell--pinnedLeft, .MuiDataGrid-cell--pinnedRight')).toHaveCount(0);
});

test('cells: "Go to next empty cell" continues from whichever cell had the focus last, the Name column included', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/cells/', 'CellsFocus');
  await demo.getByRole('gridcell', { name: 'Dalia Haddad' }).click();
  await expect(demo.getByText('Focused: Dalia Haddad, Name')).toBeVisible();
  await demo.getByRole('button', { name: 'Go to next empty cell' }).click();
  await expect(demo.getByText('Focused: Emeka Obi, Email')).toBeVisible();
  expect(problems).toEqual([]);
});

test('virtualization: the line under the large grid names the rows and columns in the DOM once scrolling stops', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/virtualization/', 'VirtualizationLargeDataset');
  await page.clock.install();
  await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
    scroller.scrollTop = 3000;
    scroller.scrollLeft = 800;
  });
  const line = demo.getByText(/^In the DOM: rows/);
  await expect(line).toBeVisible();
  // A second after the last scroll the grid widens its buffers again, with no scroll event; the line must follow.
  await page.clock.runFor(1_500);
  const lineFromDom = async () => {
    const rows = await demo
      .locator('.MuiDataGrid-row')
      .evaluateAll((elements) => elements.map((row) => Number(row.getAttribute('aria-rowindex')) - 1));
    const columns = await demo
      .locator('.MuiDataGrid-row')
      .first()
      .locator('.MuiDataGrid-cell:not(.MuiDataGrid-cell--pinnedLeft)[aria-colindex]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('aria-colindex'))));
    const format = (value: number) => value.toLocaleString('en-US');
    return `rows ${format(Math.min(...rows))}–${format(Math.max(...rows))}, columns ${Math.min(...columns)}–${Math.max(...columns)} `;
  };
  await expect
    .poll(async () => {
      const expected = await lineFromDom();
      return (await line.textContent())?.includes(expected) ? 'matches' : `${await line.textContent()} ≠ ${expected}`;
    })
    .toBe('matches');
});
