import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

test.describe('the search dialog', () => {
  test('opens with Ctrl+K, finds as you type, moves with the arrows and opens the result with Enter', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/introduction/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await expect(input).toBeFocused();
    await input.pressSequentially('sortModel');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('group', { name: 'Data Grid' })).toBeVisible();
    // The matched word is marked.
    await expect(options.first().locator('mark').first()).toHaveText(/sortModel/i);

    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    const firstTitle = await options.nth(0).innerText();
    await page.keyboard.press('Enter');
    // An exact prop name leads with its API entry, opened at the prop's row.
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-sortModel$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    // Back in the dialog, the page just opened is offered as a recent search.
    await page.keyboard.press('/');
    await expect(page.getByRole('group', { name: 'Recent' })).toBeVisible();
    await expect(page.getByRole('option').first()).toContainText(firstTitle.split('\n')[0]?.split(' › ')[0] ?? firstTitle);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('opens from the app bar button and says so when nothing matches', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/');
    await page.getByRole('link', { name: 'Search, Ctrl K', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.fill('zzqqxxnothing');
    await expect(page.getByRole('status').filter({ hasText: 'No results for “zzqqxxnothing”' })).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('does not open on "/" while the reader types in a field', async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/');
    await page.getByRole('link', { name: 'Search, Ctrl K', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.fill('a/b');
    await expect(input).toHaveValue('a/b');
  });

  test('the option chosen with the arrows stays in sight, also when ArrowUp wraps to the last', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/x/introduction/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('apiRef');
    const options = page.getByRole('option');
    await expect(options.nth(15)).toBeAttached();
    /** Whether the list's scrolling frame shows all of the selected option (to a pixel: scrolling is by whole pixels). */
    const selectedInSight = () =>
      page.getByRole('listbox').evaluate((listbox) => {
        const selected = listbox.querySelector('[aria-selected="true"]');
        const frame = listbox.parentElement;
        if (!selected || !frame) return false;
        const box = selected.getBoundingClientRect();
        const visible = frame.getBoundingClientRect();
        return box.top >= visible.top - 1 && box.bottom <= visible.bottom + 1;
      });

    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(selectedInSight).toBe(true);
    // Back over the top to the first, then down past the frame's bottom.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(selectedInSight).toBe(true);
    for (let press = 0; press < 14; press++) await page.keyboard.press('ArrowDown');
    await expect(options.nth(14)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(selectedInSight).toBe(true);
  });

  test('Enter opens a result of the query in the box, never one of the query before it still on screen', async ({ reusedPage: page }) => {
    await page.goto('/x/introduction/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.fill('legend');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(/legend/i);

    // The answer for the new query is held until the test lets it through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/x\/search\.json\?q=tooltip$/, async (route) => {
      await released;
      await route.continue();
    });
    const answered = page.waitForResponse(/\/x\/search\.json\?q=tooltip$/);
    await input.fill('tooltip');
    await page.keyboard.press('Enter');
    // The legend results are still shown: Enter must not open one of them.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/x\/introduction\/$/);

    release();
    await answered;
    // Once the answer is in, the Enter the reader pressed opens its top result.
    await expect(page).toHaveURL(/tooltip/);
    await expect(page).not.toHaveURL(/legend/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('answers hostile queries as text', async ({ page, request }) => {
    const response = await request.get(`/x/search.json?q=${encodeURIComponent('<img src=x onerror=alert(1)> grid')}`);
    expect(response.status()).toBe(200);
    const long = await request.get(`/x/search.json?q=${'x'.repeat(2048)}`);
    expect(long.status()).toBe(200);
    expect((await long.json()).message).toMatch(/limited/);
    await page.goto('/x/react-data-grid/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('<img src=x onerror=alert(1)> grid');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.locator('[role="listbox"] img').count()).toBe(0);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the app bar links to a results page with a form', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.getByRole('link', { name: 'Search, Ctrl K', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/search\/$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('DataGrid');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/search\/\?q=DataGrid$/);
    await expect(page.getByText(/results? for/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data Grid', level: 2 })).toBeVisible();
    await expect(page.locator('main a[href="/x/react-data-grid/"]').first()).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  test('empty, unmatched and hostile queries get a clear message, escaped', async ({ page }) => {
    await page.goto('/x/search/?q=');
    await expect(page.getByText(/Type a component, a prop or a feature/)).toBeVisible();
    await page.goto('/x/search/?q=zzqqxxnothing');
    await expect(page.getByText(/No pages match/)).toBeVisible();
    const hostile = '<script>window.pwned=1</script>';
    const response = await page.goto(`/x/search/?q=${encodeURIComponent(hostile)}`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toContain(hostile);
    await page.goto(`/x/search/?q=${'y'.repeat(2048)}`);
    await expect(page.getByRole('alert')).toContainText('limited to 200 characters');
  });
});

test.describe('search ranking on the built index (QA2 audit)', () => {
  const topUrls = async (request: import('@playwright/test').APIRequestContext, query: string, count = 3) => {
    const response = await request.get(`/x/search.json?q=${encodeURIComponent(query)}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { hits: { url: string }[]; total: number };
    return body.hits.slice(0, count).map((hit) => hit.url);
  };

  test('plain words lead with guides, exact prop names with their API entry', async ({ request }) => {
    expect((await topUrls(request, 'column resizing'))[0]).toBe('/x/react-data-grid/column-dimensions/#resizing');
    expect((await topUrls(request, 'hide column')).some((url) => url.startsWith('/x/react-data-grid/column-visibility/'))).toBe(true);
    expect(await topUrls(request, 'checkboxSelection')).toContain('/x/api/data-grid/data-grid/#prop-checkboxSelection');
    expect(await topUrls(request, 'localeText')).toContain('/x/api/data-grid/data-grid/#prop-localeText');
    expect(await topUrls(request, 'apiRef')).toContain('/x/api/data-grid/use-grid-api-ref/');
    expect((await topUrls(request, 'valueFormatter')).some((url) => url.startsWith('/x/migration/'))).toBe(false);
    expect((await topUrls(request, 'install', 1))[0]).toMatch(/^\/x\/introduction\/installation\//);
    expect((await topUrls(request, 'migrate from v7', 20)).some((url) => url.startsWith('/x/migration/migration-data-grid-v7/'))).toBe(
      true,
    );
  });

  test('the results page says how many matched when it shows only the best 20', async ({ reusedPage: page }) => {
    await page.goto('/x/search/?q=apiRef');
    await expect(page.getByText(/The 20 best of \d{3} results for/)).toBeVisible();
    await page.goto('/x/search/?q=treemap');
    await expect(page.getByText(/^\d+ results? for/)).toBeVisible();
  });

  test('the results page pages through every match, twenty at a time, and takes any page number safely', async ({ reusedPage: page }) => {
    await page.goto('/x/search/?q=apiRef');
    const firstPage = await page.locator('main a[href^="/x/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('navigation', { name: 'More results' }).getByRole('link', { name: 'Next 20' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByText(/^Results 21 to 40 of \d{3} for/)).toBeVisible();
    const secondPage = await page
      .locator('main section a[href^="/x/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await page.getByRole('link', { name: 'Previous 20' }).click();
    await expect(page.getByText(/The 20 best of \d{3} results for/)).toBeVisible();
    // Nonsense is the first page; a page past the end is the last one.
    for (const raw of ['abc', '-3', '0', '1e9', '<b>']) {
      await page.goto(`/x/search/?q=apiRef&page=${encodeURIComponent(raw)}`);
      await expect(page.getByText(/The 20 best of \d{3} results for/), raw).toBeVisible();
    }
    await page.goto('/x/search/?q=apiRef&page=9999');
    await expect(page.getByText(/^Results \d+ to \d+ of \d{3} for/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0);
  });
});
