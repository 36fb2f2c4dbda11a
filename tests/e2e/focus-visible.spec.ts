import { expect, test } from './support/test';
import { focusStopsWithoutVisibleChange } from './support/focus';

/**
 * A keyboard reader must see where the focus is (WCAG 2.4.7). These pages hold every kind of
 * tab stop the site has: its own header, menus and navigation, and demos of each family,
 * among them a tree reached before its island is live, the footers of paginated grids and a
 * time picker's toolbar.
 */
const DEMO_PAGES = [
  '/x/react-data-grid/pagination/',
  '/x/react-tree-view/tree-item-customization/',
  '/x/react-date-pickers/time-picker/',
  '/x/react-charts/',
];

/** Fewer distinct stops than this, and the walk lost the focus on the way. */
const MIN_STOPS_JUDGED = 15;

/**
 * A test's time is its stops': two pictures each, and two more for a stop that looks the same at
 * first. In a full run on a loaded two-core machine (2 workers), the shell's 40 stops took 50.3 s
 * (1.26 s a stop, page load included), the tree view page's 60 took 57.6 s, and the pagination and
 * time picker pages ran past Playwright's default of 60 s (63.7 and 61.3 s). So a test gets
 * TIME_PER_STOP_MS a stop, over one and a half times the slowest rate seen, and LOAD_TIME_MS for its
 * page: a stop that hangs still fails the test.
 */
const TIME_PER_STOP_MS = 2_000;
const LOAD_TIME_MS = 20_000;
const SHELL_STOPS = 40;
const CONTENT_STOPS = 60;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the site's own tab stops show their focus, ${colorScheme}`, async ({ reusedPage: page }) => {
    test.setTimeout(LOAD_TIME_MS + SHELL_STOPS * TIME_PER_STOP_MS);
    await page.emulateMedia({ colorScheme });
    await page.goto('/x/introduction/');
    const { judged, invisible } = await focusStopsWithoutVisibleChange(page, SHELL_STOPS);
    expect(invisible).toEqual([]);
    expect(judged).toBeGreaterThanOrEqual(MIN_STOPS_JUDGED);
  });
}

for (const pathname of DEMO_PAGES) {
  test(`every tab stop in the content of ${pathname} shows its focus`, async ({ reusedPage: page }) => {
    test.setTimeout(LOAD_TIME_MS + CONTENT_STOPS * TIME_PER_STOP_MS);
    await page.goto(pathname);
    // The skip link first, as a keyboard reader would: the rest of the walk is the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    await page.keyboard.press('Enter');
    const { judged, invisible } = await focusStopsWithoutVisibleChange(page, CONTENT_STOPS);
    expect(invisible).toEqual([]);
    expect(judged).toBeGreaterThanOrEqual(MIN_STOPS_JUDGED);
  });
}
