/**
 * The site's in-app links (AppLink: the documentation navigation, and the
 * page's prose, tabs and footer): plain anchors that behave as Remix's Link,
 * and that a navigation renders again only where something changed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { defined } from '../../app/lib/defined';
import { countedRenders, countRendersOf, watchReactRenders } from './support/react-renders';

const FROM = '/x/react-data-grid/';
const TO = '/x/react-data-grid/quickstart/';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });

/** A mark on the window: it survives a navigation inside the app and not a document load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a plain click changes the page in place and moves the current-page mark', async ({ page }) => {
  await page.goto(FROM);
  await markDocument(page);
  const from = navigation(page).locator(`a[href="${FROM}"]`);
  const to = navigation(page).locator(`a[href="${TO}"]`);
  await expect(from).toHaveAttribute('aria-current', 'page');

  await to.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  await expect(page).toHaveURL(new RegExp(`${TO}$`));
  expect(await isSameDocument(page)).toBe(true);
  await expect(to).toHaveAttribute('aria-current', 'page');
  await expect(from).not.toHaveAttribute('aria-current');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid');
  await expect(from).toHaveAttribute('aria-current', 'page');
});

test('a link to the page already shown replaces its history entry', async ({ page }) => {
  await page.goto(FROM);
  await markDocument(page);
  const entries = await page.evaluate(() => history.length);
  await navigation(page).locator(`a[href="${FROM}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('a click with Ctrl is the browser’s: the link opens in a new tab and this page stays', async ({ page, context }) => {
  await page.goto(FROM);
  await markDocument(page);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    navigation(page)
      .locator(`a[href="${TO}"]`)
      .click({ modifiers: ['Control'] }),
  ]);
  await opened.waitForURL(new RegExp(`${TO}$`));
  await expect(page).toHaveURL(new RegExp(`${FROM}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid');
  expect(await isSameDocument(page)).toBe(true);
});

test('the keyboard follows a link with Enter', async ({ page }) => {
  await page.goto(FROM);
  await markDocument(page);
  await navigation(page).locator(`a[href="${TO}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  expect(await isSameDocument(page)).toBe(true);
});

/**
 * How many navigation elements matching `tag` one click from FROM to TO
 * renders again, after checking that the navigation has more than `atLeast`.
 */
async function navigationRendersOf(page: Page, tag: 'a' | 'ul', atLeast: number): Promise<number> {
  await watchReactRenders(page);
  await page.goto(FROM);
  expect(await navigation(page).locator(tag).count()).toBeGreaterThan(atLeast);
  await countRendersOf(page, `nav[aria-label="Documentation"] ${tag}`);
  await navigation(page).locator(`a[href="${TO}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  await expect(navigation(page).locator(`a[href="${TO}"]`)).toHaveAttribute('aria-current', 'page');
  const renders = await countedRenders(page);
  // The hook saw the navigation's commits (else the count would prove nothing).
  expect(renders.commits).toBeGreaterThan(0);
  return renders.elements;
}

test('a navigation renders again only the two links whose current-page mark changes', async ({ page }) => {
  expect(await navigationRendersOf(page, 'a', 50)).toBeLessThanOrEqual(2);
});

test('a navigation renders again only the navigation lists that hold the old or the new page', async ({ page }) => {
  // The whole navigation's list and the Data Grid's list, which hold both pages.
  expect(await navigationRendersOf(page, 'ul', 20)).toBeLessThanOrEqual(2);
});

test('links in the page’s prose, tabs and footer change the page in place', async ({ page }) => {
  await page.goto(TO);
  await markDocument(page);
  await page.locator('article a[href="/x/react-data-grid/column-definition/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Column definition');

  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  const next = defined(await pager.locator('a[rel="next"]').getAttribute('href'), 'a next page');
  await pager.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator(`article[data-page-key="${next.replace(/^\/x\/|\/$/g, '')}"] h1`)).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  await page.goto(FROM);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Page views' }).getByRole('link', { name: 'Components API' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/components-api\/$/);
  await expect(page.getByRole('navigation', { name: 'Page views' }).getByRole('link', { name: 'Components API' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await isSameDocument(page)).toBe(true);
});

test('a page link clicked with Ctrl opens in a new tab and the page stays', async ({ page, context }) => {
  await page.goto(TO);
  await markDocument(page);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('article a[href="/x/react-data-grid/column-definition/"]')
      .first()
      .click({ modifiers: ['Control'] }),
  ]);
  await opened.waitForURL(/\/x\/react-data-grid\/column-definition\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  expect(await isSameDocument(page)).toBe(true);
});

test('while the next page’s data is on its way, nothing of the page shown renders again', async ({ page }) => {
  await watchReactRenders(page);
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname === TO && url.searchParams.has('_data'),
      async (route) => {
        resolve();
        await new Promise<void>((release) => (releaseData = release));
        await route.continue();
      },
    );
  });
  await page.goto(FROM);
  // The page's own elements: a demo is a React root of its own, which may hydrate meanwhile.
  await countRendersOf(page, '[data-page-key] :not([data-demo], [data-demo] *)');
  await navigation(page).locator(`a[href="${TO}"]`).click();
  await dataHeld;
  await expect.poll(async () => (await countedRenders(page)).loadingCommits).toBeGreaterThan(0);
  expect((await countedRenders(page)).elements).toBe(0);
  releaseData();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
});
