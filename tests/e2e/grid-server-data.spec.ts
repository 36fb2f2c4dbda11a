import { expect, test } from './support/test';
import { liveDemo, openDemo, watchConsole } from './support/pages';

/** The demos that fetch rows from the site's own /x/data/ endpoints get real answers and show them. */

test('server-side filtering: the grid shows the server’s answer to its filter, sort and page', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/filtering/server-side/', 'ServerSideFilter');
  const departments = demo.locator('.MuiDataGrid-row [data-field="department"]');
  await expect(departments.first()).toHaveText('Design');
  expect(new Set(await departments.allTextContents())).toEqual(new Set(['Design']));
  await expect(demo.locator('pre')).toContainText('filterModel={"items":[{"field":"department","operator":"equals","value":"Design"}]');

  await demo.getByRole('columnheader', { name: 'Salary ($)' }).click();
  await expect(demo.locator('pre')).toContainText('sortModel=[{"field":"salary","sort":"asc"}]');
  // The request is printed when it starts; the rows change when its answer arrives.
  const salaries = () => demo.locator('.MuiDataGrid-row [data-field="salary"]').allTextContents();
  await expect
    .poll(async () => {
      const values = (await salaries()).map((text) => Number(text.replace(/\D/g, '')));
      return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
    })
    .toBe(true);
  expect(problems).toEqual([]);
});

test('server pagination: the next page comes from the server', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/pagination/', 'ServerPagination');
  await expect(demo.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(demo).toContainText('1–10 of 1000');
  await demo.getByRole('button', { name: 'Go to next page' }).click();
  await expect(demo).toContainText('11–20 of 1000');
  await expect(demo).toContainText(`/x/data/employees?paginationModel=${encodeURIComponent('{"page":1,"pageSize":10}')}`);
  await expect(demo.locator('.MuiDataGrid-row').first()).toHaveAttribute('data-id', '11');
});

test.describe('the Server-side data section', () => {
  for (const [pathname, name, firstAnswer] of [
    ['/x/react-data-grid/server-side-data/', 'CommitsDataSource', '1–10 of 15886'],
    ['/x/react-data-grid/server-side-data/aggregation/', 'GroupTotals', '1–10 of 726'],
  ] as const) {
    test(`${name}: before the first answer the footer says the count is unknown, not NaN`, async ({ reusedPage: page }) => {
      // Every request waits until the footer has been read, however fast the server is.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/x/data/commits?**', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(pathname);
      const demo = await liveDemo(page, name);
      const footer = demo.locator('.MuiTablePagination-displayedRows');
      await expect(footer).toHaveText('1–10 of more than 10');
      answer();
      await expect(footer).toHaveText(firstAnswer);
    });
  }

  test('a failed request shows its message, and Retry asks again', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/', 'ErrorRetry');
    await expect(demo.locator('.MuiDataGrid-row')).toHaveCount(5);
    await demo.getByLabel(/Make the next request fail/).check();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect(demo.getByRole('alert')).toContainText('503: The server could not answer');
    await expect(demo.locator('.MuiDataGrid-row')).toHaveCount(0);
    await demo.getByRole('button', { name: 'Retry' }).click();
    await expect(demo.getByRole('alert')).toHaveCount(0);
    await expect(demo.locator('.MuiDataGrid-row')).toHaveCount(5);
    await expect(demo).toContainText('6–10 of 15886');
    // The one console line is Chromium's own report of the 503 the reader asked for.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 503 (Service Unavailable)']);
  });

  test('the cache answers a page already fetched', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/', 'CacheLog');
    const log = demo.getByRole('list', { name: 'Requests' }).getByRole('listitem');
    await expect(log).toHaveText(['Fetched rows 0–4']);
    const rowIds = () => demo.locator('.MuiDataGrid-row[data-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
    await expect.poll(rowIds).toHaveLength(5);
    const pageOneIds = await rowIds();
    // The footer changes with the click and the log when the request starts: only the next page's
    // rows show that its answer arrived, and so is in the cache. Going back and forth before that
    // fetched the page again (CI run 142), and a count taken before the rows came could pass early.
    const nextPageShown = () => expect.poll(async () => (await rowIds()).filter((id) => !pageOneIds.includes(id))).toHaveLength(5);
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect(log).toHaveText(['Fetched rows 5–9', 'Fetched rows 0–4']);
    await nextPageShown();
    await demo.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(rowIds).toEqual(pageOneIds);
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await nextPageShown();
    await expect(demo).toContainText('6–10 of 15886');
    await expect(log).toHaveCount(2);
  });

  test('tree data: opening a folder asks the server for its children', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/tree-data/', 'RepositoryFolders');
    const packages = demo.locator('.MuiDataGrid-row[data-id="packages"]');
    await packages.scrollIntoViewIfNeeded();
    await packages.getByRole('button', { name: /see children/i }).click();
    // Any child will do: which of the folder's rows the virtualised window renders depends on where
    // the grid is scrolled (a run that expected packages/x-data-grid found the window ending just before it).
    await expect(demo.locator('.MuiDataGrid-row[data-id^="packages/"]').first()).toBeAttached();
    await expect(demo).toContainText('Last folders fetched: packages ← (root)');
    expect(problems).toEqual([]);
  });

  test('row grouping: a group opens with a request for its sub-groups', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/row-grouping/', 'GroupedCommits');
    await expect(demo).toContainText('mui/base-ui (2674)');
    await demo
      .getByRole('gridcell', { name: /mui\/base-ui \(2674\)/ })
      .getByRole('button')
      .click();
    await expect(demo).toContainText('groupKeys=["mui/base-ui"]');
    await expect(demo).toContainText('2019-10 (3)');
  });

  test('aggregation: the footer shows the server’s totals for the filtered rows', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/aggregation/', 'FooterTotals');
    await expect(demo).toContainText('aggregateRow: {"filesChanged":100396,"subject":9454}');
    await expect(demo.locator('.MuiDataGrid-aggregationColumnHeaderLabel').first()).toBeVisible();
  });

  test('infinite loading: reaching the bottom loads more, and a short answer ends the list', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/lazy-loading/', 'InfiniteLoading');
    await expect(demo).toContainText('Rows loaded so far: 50');
    const scroller = demo.locator('.MuiDataGrid-virtualScroller');
    for (const loaded of [100, 150, 160]) {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(demo).toContainText(`Rows loaded so far: ${loaded}`);
    }
    await expect(demo).toContainText('Total Rows: 160');
  });

  test('recipes: a choice outside the grid makes a new data source and fetches again', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/recipes/', 'RepositoryPicker');
    await expect(demo).toContainText('1–10 of 2674');
    await demo.getByLabel('Repository').click();
    await page.getByRole('option', { name: 'mui/mui-x' }).click();
    await expect(demo).toContainText('1–10 of 9454');
  });

  test('tree data: folders open at start fetch their children, one level after another', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/tree-data/', 'FoldersOpenAtStart');
    await expect(demo.locator('p')).toHaveText('Requests, in order: (root) → packages → packages/x-charts');
  });

  test('lazy loading: a new filter scrolls back to the top and asks again from row 0', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/lazy-loading/', 'FilterRestarts');
    await expect(demo.locator('p')).toContainText('0–99 (no filter)');
    const scroller = demo.locator('.MuiDataGrid-virtualScroller');
    await scroller.evaluate((element) => element.scrollTo({ top: 2000 }));
    await demo.getByRole('searchbox').fill('charts');
    await expect(demo.locator('p')).toContainText('Requests, latest first: 0–99 (charts)');
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
  });
});

test.describe('west of Greenwich', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a date filter goes to the server as the day the panel shows', async ({ page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/server-side-data/', 'SortFilterQuery');
    await expect(demo).toContainText('"operator":"onOrAfter","value":"2025-01-01"');
    await demo.getByRole('button', { name: /Filters/ }).click();
    const input = page.getByRole('tooltip').locator('input[type="date"]');
    await expect(input).toHaveValue('2025-01-01');
    await input.fill('2025-03-15');
    await expect(demo).toContainText('"operator":"onOrAfter","value":"2025-03-15"');
  });
});
