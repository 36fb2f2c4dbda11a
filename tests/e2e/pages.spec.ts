import { expect, test } from './support/test';
import { accessibilityProblems } from './support/accessibility';
import { settleDemoData } from './support/pending-requests';
import { demoHeightChanges, docsPagePaths, hydrateAllDemos, recordServerDemoHeights, unnamedControls, watchConsole } from './support/pages';

/**
 * Demos whose point is a grid sized by its own rows: the grid measures them only in the
 * browser (its server HTML is empty), so their frame grows as they start.
 */
const SIZED_IN_THE_BROWSER = new Set([
  'react-data-grid/layout/LayoutAutoHeight',
  'react-data-grid/layout/LayoutMaxHeight',
  'react-data-grid/overlays/OverlayHeight',
]);

/** How long after the last demo hydrates a page's console is still watched. */
const LATE_EFFECTS_MS = 300;

/**
 * Each page is looked at in two layouts: at a phone's width, where responsive layouts stack (a
 * fixed-height grid with `flex: 1` in a column lost its height there, and only there), and wide.
 * It is loaded once, at the phone's width, as a reader on a phone (and Lighthouse's mobile run)
 * loads it, and then widened: the second layout is what a resized window shows, so a demo that
 * breaks on a resize fails here too. The pointer stays fine at both widths: the pickers' swap to
 * their mobile variant on touch screens is by design. The two layouts also take the two colour
 * schemes (the reader's system setting), so every page's text contrast is checked in each.
 * axe's other rules, on names, roles and structure, run on the wide layout; the phone layout runs
 * only those that depend on the layout (accessibility.ts).
 *
 * One load, not one per layout: on the 28 Data Grid pages from a to c (2 workers, idle machine),
 * the walk took 2.4 min twice with a load per layout (263 s of test time each run), 1.9 and 2.1 min
 * with one (210 and 230 s). What only the second load checked, the demos' heights in the server's
 * HTML against the live page's and the console while demos hydrate, is now checked at one width.
 */
const PHONE = { viewport: { width: 412, height: 823 }, colorScheme: 'dark', axeRules: 'layout' } as const;
const WIDE = { viewport: { width: 1280, height: 720 }, colorScheme: 'light', axeRules: 'every rule' } as const;

/** Late effects (lazy chunks, the last demo's hydration, a re-measure after a resize) get this long to complain or to resize a demo. */
function lateEffects() {
  return new Promise((resolve) => setTimeout(resolve, LATE_EFFECTS_MS));
}

test.describe('every page in the navigation', () => {
  for (const pathname of docsPagePaths) {
    test(`${pathname} at ${PHONE.viewport.width} px ${PHONE.colorScheme}, then ${WIDE.viewport.width} px ${WIDE.colorScheme}, renders, hydrates, logs nothing, names its controls, keeps each demo's height and passes axe`, async ({
      reusedPage: page,
    }) => {
      // The worker's page is shared by the tests it runs: each sets its own size and scheme.
      await page.setViewportSize(PHONE.viewport);
      await page.emulateMedia({ colorScheme: PHONE.colorScheme });
      const problems = watchConsole(page);
      await recordServerDemoHeights(page);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      await hydrateAllDemos(page);
      await settleDemoData(page);
      // The two checks of the page's text run while late effects still have time to show.
      const settled = lateEffects();
      const unnamedOnPhone = await unnamedControls(page);
      // WCAG 2.2 AA by axe-core, demos and code included, with text contrast in the scheme on screen.
      const inaccessibleOnPhone = await accessibilityProblems(page, PHONE.axeRules);
      await settled;
      // A demo that grows or shrinks as it starts moves everything below it on the reader's screen.
      const moved = (await demoHeightChanges(page))
        .filter((change) => !SIZED_IN_THE_BROWSER.has(change.demo))
        .map(({ demo, server, now }) => `${demo}: ${server ?? 'absent'} → ${now} px`);
      expect(problems).toEqual([]);
      expect(unnamedOnPhone).toEqual([]);
      expect(moved).toEqual([]);
      expect(inaccessibleOnPhone).toEqual([]);

      await page.setViewportSize(WIDE.viewport);
      await page.emulateMedia({ colorScheme: WIDE.colorScheme });
      // A wider grid may ask for more rows; the frames after that show the wide layout.
      await settleDemoData(page);
      const widened = lateEffects();
      const unnamedWide = await unnamedControls(page);
      const inaccessibleWide = await accessibilityProblems(page, WIDE.axeRules);
      await widened;
      expect(problems).toEqual([]);
      expect(unnamedWide).toEqual([]);
      expect(inaccessibleWide).toEqual([]);
    });
  }
});

test('the navigation links to every page, and each link resolves', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/introduction/');
  const nav = page.locator('nav[aria-label="Documentation"]').last();
  // Open every group but the API references, which load on demand (tested in api-pages.spec.ts).
  // One group per click, as many rounds as the tree has groups (a generous cap, so a group that never opens still ends the loop).
  for (let round = 0; round < 500; round++) {
    const closed = nav.locator('[aria-expanded="false"]').filter({ hasNotText: 'API reference' });
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(new Set(hrefs)).toEqual(new Set(docsPagePaths.filter((path) => path !== '/x/')));
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/x/react-data-grid/no-such-feature/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  await expect(page.getByRole('link', { name: 'Data Grid' }).first()).toBeVisible();
});

test('the 404 page, for a page, an API page and a full-screen demo, is titled and kept out of search engines', async ({ page }) => {
  for (const pathname of [
    '/x/react-data-grid/no-such-feature/',
    '/x/api/data-grid/no-such-component/',
    '/x/react-data-grid/pivoting/demos/Nope/',
  ]) {
    const response = await page.goto(pathname);
    expect(response?.status(), pathname).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), pathname).toHaveText('This page does not exist');
    await expect(page, pathname).toHaveTitle('Page not found · MUI X');
    await expect(page.locator('head meta[name="robots"]'), pathname).toHaveAttribute('content', 'noindex');
  }
});

test('an error outside the docs layout (a POST to the bare playground) is titled and kept out of search engines too', async ({
  request,
}) => {
  const response = await request.post('/playground/');
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain('<title>Something went wrong · MUI X</title>');
  expect(html).toContain('<meta name="robots" content="noindex"');
});
