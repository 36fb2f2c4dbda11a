import { expect, test } from './support/test';
import { hydrateAllDemos, watchConsole } from './support/pages';

/**
 * Charts point at their own clip paths and gradients with url(#id). Each demo
 * is a React root of its own, so without a per-demo useId prefix two charts on
 * a page get the same ids and one draws through the other's clip path.
 */
test('charts on one page never share an element id, on the server or after hydration', async ({ page, request }) => {
  const problems = watchConsole(page);
  const pathname = '/x/react-charts/axis/';

  const html = await (await request.get(pathname)).text();
  const serverIds = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  expect(serverIds.filter((id, index) => serverIds.indexOf(id) !== index)).toEqual([]);

  await page.goto(pathname);
  expect(await hydrateAllDemos(page)).toBeGreaterThan(10);
  const ids = await page.locator('[data-demo] [id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.length).toBeGreaterThan(10);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

  // A bar chart's clip path is its own: the first bar lies inside the rectangle it references.
  const demo = page.locator('[data-demo="react-charts/axis/FormatterContext"]');
  const clipped = await demo.evaluate((element) => {
    const group = element.querySelector('svg [clip-path]');
    const id = group?.getAttribute('clip-path')?.match(/url\(#(.+)\)/)?.[1];
    return id ? element.contains(document.getElementById(id)) : false;
  });
  expect(clipped).toBe(true);
  expect(problems).toEqual([]);
});
