import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { startServer } from '../tests/e2e/support/server';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions().executablePath, chromeFlags: ['--headless=new', ...(chromiumLaunchOptions().args ?? [])] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`${server.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
  const items = (r!.lhr.audits['color-contrast']?.details as any)?.items ?? [];
  console.log(p, items.length);
  for (const i of items) console.log('  ', i.node.selector, '|', i.node.nodeLabel?.slice(0, 40), '|', i.node.explanation?.split('\n')[1]?.slice(0, 160));
}
await chrome.kill(); await server.stop();
