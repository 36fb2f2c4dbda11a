/**
 * The shell is plain HTML and CSS on the theme's variables: what every page
 * preloads must not contain Material UI or Emotion, which come only with
 * the demos, drawers and dialogs that need them. Reads the browser build's
 * metafile to see what each preloaded chunk is made of.
 */
import { fileURLToPath } from 'node:url';
import { packageOfInput, readBrowserMetafile } from '../../scripts/build/browser-metafile';
import { EAGER_COMPILE_HINT } from '../../scripts/build/compile-hints';
import { expect, test } from './support/test';

const metafile = readBrowserMetafile(fileURLToPath(new URL('../..', import.meta.url)));
const STYLING_LIBRARIES = /node_modules\/(@mui\/(material|system|styled-engine|utils)|@emotion)\//;

for (const pathname of ['/x/introduction/installation/', '/x/react-data-grid/', '/x/api/data-grid/data-grid/']) {
  test(`${pathname} preloads no Material UI or Emotion`, async ({ request }) => {
    const html = await (await request.get(pathname)).text();
    // The shell's preloads come before its entry script; the first demo's come after it (FirstDemoPreloads.tsx).
    const shell = html.slice(0, html.indexOf('<script type="text/x-after-paint-module"'));
    expect(shell.length).toBeGreaterThan(0);
    // Inert in the HTML until the first paint (deferred-boot.server.ts), then module preloads.
    const preloads = [...shell.matchAll(/<link rel="[\w-]*modulepreload" href="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      // The route manifest is data Remix writes after bundling: not in the metafile, and no code.
      .filter((href) => !/\/manifest-\w+\.js$/.test(href));
    expect(preloads.length).toBeGreaterThan(5);
    const inputs = preloads.flatMap((href) => {
      const output = metafile.outputs[`public${href}`];
      expect(output, href).toBeDefined();
      return Object.keys(output?.inputs ?? {});
    });
    expect(inputs.some((input) => input.includes('react-dom'))).toBe(true);
    expect(inputs.filter((input) => STYLING_LIBRARIES.test(input))).toEqual([]);
  });
}

test('a demo brings Material UI with it, and the page keeps the server’s styles', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/x/react-data-grid/');
  const demo = page.locator('[data-demo]').first();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  // The grid is styled by Emotion in the browser now, and the theme's variables are still in the head.
  await expect(demo.locator('.MuiDataGrid-root')).toHaveCSS('display', 'flex');
  const variables = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'));
  expect(variables.trim()).not.toBe('');
  const loadedInputs = scripts.flatMap((url) => Object.keys(metafile.outputs[`public${new URL(url).pathname}`]?.inputs ?? {}));
  expect(loadedInputs.some((input) => STYLING_LIBRARIES.test(input))).toBe(true);
});

test('the code is requested only after the first frame, and the page still hydrates', async ({ page }) => {
  // The first animation frame of the document: rendering of the server's HTML starts there.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  await page.goto('/x/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const timing = await page.evaluate(() => {
    const firstFrame = (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.name.includes('/x/build/'));
    return {
      firstFrame,
      firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
      livePreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      inertLeft: document.querySelectorAll('link[rel$="-modulepreload"], script[type^="text/x-"]').length,
      moduleScripts: document.querySelectorAll('script[type="module"]').length,
    };
  });
  expect(timing.firstFrame).not.toBeNull();
  expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.firstFrame!);
  expect(timing.livePreloads).toBeGreaterThan(5);
  expect(timing.inertLeft).toBe(0);
  expect(timing.moduleScripts).toBe(1);
});

test('React DOM, the router and the Data Grid are served with Chrome’s hint to compile them eagerly, and no other chunk is', async ({
  request,
}) => {
  const html = await (await request.get('/x/react-data-grid/')).text();
  // The shell's and the first demo's preloads: a chunk both need is listed twice.
  const preloads = new Set([...html.matchAll(/<link rel="[\w-]*modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? ''));
  const hinted: string[] = [];
  for (const href of preloads) {
    const code = await (await request.get(href)).text();
    if (code.startsWith(EAGER_COMPILE_HINT)) hinted.push(href);
  }
  const packagesOf = (href: string) =>
    Object.keys(metafile.outputs[`public${href}`]?.inputs ?? {}).flatMap((input) => packageOfInput(input) ?? []);
  const hintedPackages = new Set(hinted.flatMap(packagesOf));
  for (const name of ['react-dom', '@remix-run/router', '@mui/x-data-grid']) expect([...hintedPackages], name).toContain(name);
  expect(hinted).toHaveLength(3);
});
