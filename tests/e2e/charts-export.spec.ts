import fs from 'node:fs';
import { downloadFrom } from './support/downloads';
import { expect, test } from './support/test';
import { chooseMenuItem, watchConsole } from './support/pages';

/** Width and height from a PNG's IHDR chunk, after checking the file is a PNG at all. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function openDemo(page: import('@playwright/test').Page, name: string) {
  await page.goto('/x/react-charts/export/');
  const demo = page.locator(`[data-demo="react-charts/export/${name}"]`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  // The surface draws once the browser has measured it.
  await expect(demo.locator('svg .MuiBarElement-root').first()).toBeAttached();
  return demo;
}

test('a Pro chart exports itself as a PNG the size of the chart', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, 'ExportFromCode');
  // The export copies the chart's root element: the legend and the SVG together.
  const root = await demo
    .locator('.MuiBarElement-root')
    .first()
    .evaluate((bar) => {
      const { width, height } = (bar as SVGElement).ownerSVGElement!.parentElement!.getBoundingClientRect();
      return { width, height, ratio: window.devicePixelRatio };
    });

  const download = await downloadFrom(page, () => demo.getByRole('button', { name: 'Download PNG' }).click());
  expect(download.suggestedFilename()).toMatch(/^wind-solar-2023(\.png)?$/);
  const file = await download.path();
  const { width, height } = pngSize(fs.readFileSync(file));
  expect(width).toBe(Math.floor(root.width * root.ratio));
  expect(height).toBe(Math.floor(root.height * root.ratio));
  expect(width).toBeGreaterThan(300);
  expect(problems).toEqual([]);
});

test('the toolbar print export copies the chart into a print frame and calls print()', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  // Headless Chromium has no print dialog: record the call instead, in the frame the export creates.
  await page.addInitScript(() => {
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      const result = append.call(this, child) as T;
      if (child instanceof HTMLIFrameElement && child.contentWindow) {
        const frame = child;
        child.contentWindow.print = () => {
          (window as unknown as { printed: unknown }).printed = {
            title: frame.title,
            // The bars of the six countries' two series, copied into the frame.
            bars: frame.contentDocument?.querySelectorAll('svg .MuiBarElement-root').length ?? 0,
            legend: frame.contentDocument?.body.textContent?.includes('Solar') ?? false,
          };
        };
      }
      return result;
    };
  });
  const demo = await openDemo(page, 'ExportToolbar');

  await demo.getByRole('button', { name: 'Export' }).click();
  await chooseMenuItem(page, 'Print');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: unknown }).printed ?? null))
    .toEqual({
      title: expect.any(String),
      bars: 12,
      legend: true,
    });
  expect(problems).toEqual([]);
});
