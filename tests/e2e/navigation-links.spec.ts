/**
 * The links of the documentation navigation (NavDrawerContent.tsx): plain
 * anchors that behave as Remix's Link, and that a navigation renders again
 * only where the current page changes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
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

test('a navigation renders again only the two links whose current-page mark changes', async ({ page }) => {
  await watchReactRenders(page);
  await page.goto(FROM);
  expect(await navigation(page).locator('a').count()).toBeGreaterThan(50);
  await countRendersOf(page, 'nav[aria-label="Documentation"] a');
  await navigation(page).locator(`a[href="${TO}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  await expect(navigation(page).locator(`a[href="${TO}"]`)).toHaveAttribute('aria-current', 'page');
  const renders = await countedRenders(page);
  // The hook saw the navigation's commits (else the count below would prove nothing).
  expect(renders.commits).toBeGreaterThan(0);
  expect(renders.elements).toBeLessThanOrEqual(2);
});
