import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { RANDOM_SEED_STORAGE_KEY } from '../../app/lib/random';
import { LATE_SCRIPT_DELAY_MS, startMockAdNetwork, type MockAdNetwork } from './support/mock-ad-network';
import { seedFor } from './support/seeds';
import { startServer, type RunningServer } from './support/server';

let network: MockAdNetwork;
let site: RunningServer;

// One site and one mock network for the file; scenarios change between tests.
test.describe.configure({ mode: 'serial' });
// Headless Chromium calls itself HeadlessChrome, which is rightly a bot: readers use the real thing.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

test.beforeAll(async () => {
  network = await startMockAdNetwork();
  site = await startServer({ AD_NETWORK_SCRIPT_URL: network.scriptUrl, AD_NETWORK_JSON_URL: network.jsonUrl });
});

test.afterAll(async () => {
  await site?.stop();
  await network?.close();
});

test.beforeEach(() => network.reset());

/** Console messages from our code; the browser's own notes about failed requests to the mock are expected. */
function watchAppConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource') && message.location().url.startsWith(network.origin)) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function open(page: Page, seed: number) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: RANDOM_SEED_STORAGE_KEY,
    value: String(seed),
  });
  await page.goto(`${site.url}/x/react-charts/`);
}

const block = (page: Page) => page.locator('[data-ad-block]');

test('the server reserves the block and admits the configured network in its policy', async ({ request }) => {
  const response = await request.get(`${site.url}/x/react-charts/`);
  const csp = response.headers()['content-security-policy'];
  expect(csp).toMatch(new RegExp(`script-src [^;]*${network.origin.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${network.origin.replace(/[.:/]/g, '\\$&')}`));
  expect(await response.text()).toContain('data-ad-block');
});

test('inline format: a valid ad renders, with its impression and pixel requested', async ({ page }) => {
  const problems = watchAppConsole(page);
  network.scenario({ json: 'valid' });
  await open(page, seedFor('inline'));
  const ad = block(page).locator('[data-ad="inline"]');
  await expect(ad).toContainText('Acme Hosting');
  await expect(ad.getByRole('link')).toHaveAttribute('href', `${network.origin}/click?ad=inline`);
  await expect.poll(() => network.requests('/impression').length).toBe(1);
  await expect.poll(() => network.requests('/pixel')).toEqual(['/pixel?t=1732000000']);
  expect(problems).toEqual([]);
});

test('inline format: an empty list is asked for 10 times in all (the first request included), then an in-house ad shows', async ({
  page,
}) => {
  const problems = watchAppConsole(page);
  network.scenario({ json: 'empty' });
  await open(page, seedFor('inline'));
  await expect(block(page).locator('[data-ad="in-house"]')).toBeVisible({ timeout: 15_000 });
  expect(network.requests('/ads.json')).toHaveLength(10);
  expect(problems).toEqual([]);
});

for (const scenario of ['malformed', 'error', 'hang'] as const) {
  test(`inline format: ${scenario === 'error' ? 'a 500' : scenario === 'hang' ? 'a hanging endpoint' : 'malformed JSON'} ends in an in-house ad without console errors`, async ({
    page,
  }) => {
    const problems = watchAppConsole(page);
    network.scenario({ json: scenario });
    await open(page, seedFor('inline'));
    await expect(block(page).locator('[data-ad="in-house"]')).toBeVisible({ timeout: 15_000 });
    expect(network.requests('/ads.json')).toHaveLength(1);
    expect(problems).toEqual([]);
  });
}

test('inline format: markup in the description shows as text and never runs', async ({ page }) => {
  network.scenario({ json: 'xss' });
  await open(page, seedFor('inline'));
  const ad = block(page).locator('[data-ad="inline"]');
  await expect(ad).toContainText('<img src=x onerror="window.__xss=1"> Deploy in one command.');
  await expect(ad.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('image format: the network script inserts its ad, which stays', async ({ page }) => {
  const problems = watchAppConsole(page);
  network.scenario({ script: 'ad' });
  await open(page, seedFor('image'));
  await expect(block(page).locator('#carbonads')).toContainText('Mock network ad');
  await page.waitForTimeout(4_000); // past the blocked threshold: the ad must not be replaced
  await expect(block(page).locator('#carbonads')).toBeVisible();
  await expect(block(page).locator('[data-ad="in-house"], [data-ad="adblock-message"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('image format: the placeholder backers link gives an in-house ad', async ({ page }) => {
  network.scenario({ script: 'placeholder' });
  await open(page, seedFor('image'));
  await expect(block(page).locator('[data-ad="in-house"]')).toBeVisible();
  await expect(block(page).locator('#carbonads')).toHaveCount(0);
});

test('image format: a blocked network falls back after more than 6 attempts, not before', async ({ page }) => {
  network.scenario({ script: 'nothing' });
  // Counts the block's looks for the network's element, and how many there had been when the fallback appeared:
  // the rule is about attempts, so the test counts them instead of racing the clock.
  await page.addInitScript(() => {
    const record = { lookups: 0, lookupsWhenFallbackAppeared: -1 };
    (window as unknown as { adPolling: typeof record }).adPolling = record;
    const querySelector = Element.prototype.querySelector;
    Element.prototype.querySelector = function (this: Element, selector: string) {
      if (selector === '#carbonads') record.lookups += 1;
      return querySelector.call(this, selector);
    } as typeof querySelector;
    new MutationObserver(() => {
      if (record.lookupsWhenFallbackAppeared === -1 && document.querySelector('[data-ad="in-house"]'))
        record.lookupsWhenFallbackAppeared = record.lookups;
    }).observe(document, { childList: true, subtree: true });
  });
  await open(page, seedFor('image', 'in-house'));
  await expect(block(page).locator('[data-ad="in-house"]')).toBeVisible({ timeout: 15_000 });
  const polling = await page.evaluate(
    () => (window as unknown as { adPolling: { lookups: number; lookupsWhenFallbackAppeared: number } }).adPolling,
  );
  expect(polling.lookupsWhenFallbackAppeared).toBeGreaterThan(6);
});

test('image format: a network that delivers after the fallback, before the last attempt, takes the block back', async ({ page }) => {
  const problems = watchAppConsole(page);
  network.scenario({ script: 'late' });
  await open(page, seedFor('image', 'in-house'));
  // Blocked by the rule first: more than 6 attempts (3.5 s) before the script arrives at 6 s.
  await expect(block(page).locator('[data-ad="in-house"]')).toBeVisible({ timeout: LATE_SCRIPT_DELAY_MS });
  await expect(block(page).locator('#carbonads')).toContainText('Mock network ad', { timeout: LATE_SCRIPT_DELAY_MS * 2 });
  await expect(block(page).locator('#carbonads')).toBeVisible();
  await expect(block(page).locator('[data-ad="in-house"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the ad-block message shows for the blocked readers who draw it', async ({ page }) => {
  network.scenario({ script: 'nothing' });
  await open(page, seedFor('image', 'adblock-message'));
  await expect(block(page).locator('[data-ad="adblock-message"]')).toBeVisible({ timeout: 8_000 });
});

test.describe('a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets no ad block at all', async ({ page }) => {
    network.scenario({ json: 'valid', script: 'ad' });
    await page.goto(`${site.url}/x/react-charts/`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(block(page)).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(network.requests('/')).toEqual([]);
  });
});

test('with no network configured the block goes straight to the blocked rule', async ({ page }) => {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: RANDOM_SEED_STORAGE_KEY,
    value: String(seedFor('image', 'in-house')),
  });
  await page.goto('/x/react-charts/'); // the shared server has no ad network
  await expect(block(page).locator('[data-ad="in-house"] img')).toHaveAttribute('src', /^\/x\/static\/ads\/[a-z-]+\.svg$/);
});
