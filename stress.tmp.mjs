import { chromium } from 'playwright-core';
const urls = ['/x/react-data-grid/custom-columns/', '/x/react-data-grid/filtering/quick-filter/', '/x/react-data-grid/'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const withTimeout = (p, ms) => Promise.race([p, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
async function run(worker) {
  for (let i = 0; i < 40; i++) {
    const url = 'http://localhost:3111' + urls[i % urls.length];
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    try {
      await page.goto(url);
      const height = await withTimeout(page.evaluate(() => document.documentElement.scrollHeight), 10000);
      for (let y = 0; y <= height; y += 600) await withTimeout(page.evaluate((top) => window.scrollTo(0, top), y), 10000);
      const demos = page.locator('[data-demo]');
      const n = await demos.count();
      for (let k = 0; k < n; k++) { await demos.nth(k).scrollIntoViewIfNeeded({ timeout: 10000 }); await page.waitForFunction((i) => document.querySelectorAll('[data-demo]')[i]?.getAttribute('data-hydrated') === 'true', k, { timeout: 10000 }); }
    } catch (error) {
      console.log(`worker ${worker} iteration ${i} ${url}: ${error.message.split('\n')[0]}`);
      await cdp.send('Debugger.enable');
      const paused = new Promise((resolve) => cdp.once('Debugger.paused', resolve));
      await cdp.send('Debugger.pause');
      const event = await withTimeout(paused, 5000).catch(() => null);
      if (event) console.log(event.callFrames.slice(0, 25).map((f) => `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.location.lineNumber}:${f.location.columnNumber}`).join('\n'));
      else console.log('could not pause');
      process.exit(1);
    }
    await context.close();
  }
}
await Promise.all([run(1), run(2), run(3)]);
console.log('no hang');
await browser.close();
