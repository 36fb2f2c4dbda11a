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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the site's own tab stops show their focus, ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/x/introduction/');
    const { judged, invisible } = await focusStopsWithoutVisibleChange(page, 40);
    expect(invisible).toEqual([]);
    expect(judged).toBeGreaterThanOrEqual(MIN_STOPS_JUDGED);
  });
}

for (const pathname of DEMO_PAGES) {
  test(`every tab stop in the content of ${pathname} shows its focus`, async ({ page }) => {
    await page.goto(pathname);
    // The skip link first, as a keyboard reader would: the rest of the walk is the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    await page.keyboard.press('Enter');
    const { judged, invisible } = await focusStopsWithoutVisibleChange(page, 60);
    expect(invisible).toEqual([]);
    expect(judged).toBeGreaterThanOrEqual(MIN_STOPS_JUDGED);
  });
}
