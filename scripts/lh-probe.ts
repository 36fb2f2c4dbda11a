import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { startServer } from '../tests/e2e/support/server';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions().executablePath, chromeFlags: ['--headless=new', ...(chromiumLaunchOptions().args ?? [])] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`${server.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r!.lhr.audits;
  const m = (a['metrics']?.details as any)?.items?.[0];
  console.log(p, 'obsFCP', m.observedFirstContentfulPaint, 'obsDCL', m.observedDomContentLoaded, 'obsLoad', m.observedLoad, 'FCP', m.firstContentfulPaint, 'TTFB', a['server-response-time'].numericValue);
  const items = (a['color-contrast']?.details as any)?.items ?? [];
  for (const i of items) console.log('  contrast', i.node.selector, '|', i.node.nodeLabel?.slice(0, 40), '|', i.node.explanation?.split('\n')[1]?.slice(0, 140));
  const lt = (a['long-tasks']?.details as any)?.items ?? [];
  console.log('  long tasks', lt.slice(0, 6).map((t: any) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.slice(-40)}`).join(' ; '));
}
await chrome.kill(); await server.stop();
