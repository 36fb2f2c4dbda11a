/**
 * The browser the tests run in, as support/chromium.ts configures it: the
 * features it turns off are off, and Playwright's own feature switches
 * survive next to them.
 */
import { chromium } from '@playwright/test';
import { expect, test } from './support/test';
import { chromiumLaunchOptions } from './support/chromium';
import { launchLighthouseChrome } from '../../scripts/bench/lighthouse-browser';

test('the test browser has no omnibox popup pages, and keeps Playwright’s feature switches', async () => {
  const site = new URL(process.env.E2E_BASE_URL!);
  const options = chromiumLaunchOptions();
  // A host name that is not loopback, resolved to this site: Chromium would try HTTPS first
  // for it if its HTTPS upgrades were on, which Playwright's --disable-features turns off.
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), `--host-resolver-rules=MAP docs.example.org ${site.host}`],
  });
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('http://docs.example.org/x/migration/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.filter((url) => url.startsWith('https:'))).toEqual([]);

    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual([]);
    expect(targetInfos.some((target) => target.url === 'http://docs.example.org/x/migration/')).toBe(true);
  } finally {
    await browser.close();
  }
});

test('the Lighthouse benchmark’s browser starts through the same wrapper and answers on its debugging port', async () => {
  const chrome = await launchLighthouseChrome();
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    expect(response.ok).toBe(true);
    const version = (await response.json()) as { Browser: string };
    expect(version.Browser).toMatch(/Chrom/);
  } finally {
    chrome.kill();
  }
});

test('the test browser runs V8 without its optimizing tiers; the benchmarks’ browser keeps them', async () => {
  const testOptions = test.info().project.use.launchOptions ?? {};
  expect(testOptions.args).toContain('--js-flags=--max-opt=1');
  // Chromium tells its command line only with automation on, which Playwright does not set: so a
  // browser of the same options with it on shows what reaches Chromium through the wrapper script.
  const browser = await chromium.launch({ ...testOptions, args: [...(testOptions.args ?? []), '--enable-automation'] });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: switches } = await session.send('Browser.getBrowserCommandLine');
    expect(switches).toContain('--js-flags=--max-opt=1');
  } finally {
    await browser.close();
  }
  expect((chromiumLaunchOptions().args ?? []).filter((argument) => argument.startsWith('--js-flags'))).toEqual([]);
});
