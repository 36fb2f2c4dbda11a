/**
 * `npm run audit:dev-warnings`: walks every docs page on a running `npm run dev` server, where
 * React and MUI keep their development checks (prop types, refs, keys, hydration details, which
 * the production build strips), hydrates every demo, and lists what each page logs. A demo clean
 * in production can still warn in a reader's app; this finds it. About 25 minutes for all pages,
 * too long for the test suite, so it is run by hand after demo work:
 *
 *   PORT=3300 npm run dev   # in another terminal
 *   npm run audit:dev-warnings -- --base http://localhost:3300 [--only react-charts/]
 *
 * Writes reports/dev-warnings.json and exits 1 if any page logged anything.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { docsPagePaths, hydrateAllDemos, watchConsole } from '../../tests/e2e/support/pages';

const REPORT = 'reports/dev-warnings.json';
/** A development build compiles each route on its first request. */
const FIRST_LOAD_TIMEOUT_MS = 120_000;
/** Effects that warn after the last demo hydrates (lazy chunks, measurements) get this long to do it. */
const SETTLE_MS = 1_500;

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://localhost:3000' }, only: { type: 'string', multiple: true } },
});
const base = values.base.replace(/\/$/, '');
const only = values.only ?? [];
const paths = docsPagePaths.filter((pathname) => only.length === 0 || only.some((part) => pathname.includes(part)));

const probe = await fetch(`${base}/x/`).catch(() => null);
if (!probe?.ok) {
  console.error(`No docs server answers at ${base}/x/. Start one with \`PORT=<port> npm run dev\` and pass --base.`);
  process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions());
const report: Record<string, string[]> = {};
try {
  for (const [index, pathname] of paths.entries()) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const messages = watchConsole(page);
    try {
      await page.goto(base + pathname, { waitUntil: 'load', timeout: FIRST_LOAD_TIMEOUT_MS });
      await hydrateAllDemos(page, { stepTimeoutMs: FIRST_LOAD_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
    } catch (error) {
      messages.push(`audit: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    report[pathname] = messages;
    console.log(`${index + 1}/${paths.length} ${pathname}: ${messages.length === 0 ? 'silent' : `${messages.length} message(s)`}`);
    await context.close();
  }
} finally {
  await browser.close();
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
const noisy = Object.entries(report).filter(([, messages]) => messages.length > 0);
for (const [pathname, messages] of noisy) console.log(`\n${pathname}\n  ${messages.map((m) => m.slice(0, 400)).join('\n  ')}`);
console.log(`\n${paths.length - noisy.length} of ${paths.length} pages silent; report in ${REPORT}`);
process.exit(noisy.length > 0 ? 1 : 0);
