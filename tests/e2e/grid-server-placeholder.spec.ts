/**
 * The server renders a demo's Data Grid as nothing, without computing its
 * state (app/demos/grid-server-placeholder.server.tsx). The library's grid
 * renders nothing on the server either, so every page must come out the same
 * as with the library's grid (GRID_SERVER_RENDER=library): this compares the
 * two servers' documents, byte for byte, for every page with a grid demo.
 * Request-level: no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { ROOT, startServer, type RunningServer } from './support/server';
import { islandModuleParts } from '../../app/content/manifest';
import { demoPathname, pathnameFromPageKey } from '../../app/content/content-path';

// Both servers name the same address in their documents, so that nothing but the rendering differs.
// Without a licence key, a Pro grid that renders logs the library's notice: proof of which grid ran.
const SETTINGS = { SITE_URL: 'http://docs.test', RENDER_CACHE: 'off', MUI_X_LICENSE_KEY: '' };
const LICENCE_NOTICE = 'MUI X: Missing license key';
const REGISTRY = path.join(ROOT, 'app/.generated/server-islands.server.ts');

/** The islands that have a server copy, read from the registry the content build wrote. */
function serverCopyKeys(): string[] {
  return [...fs.readFileSync(REGISTRY, 'utf8').matchAll(/^ {2}"([^"]+)": \(\) => import\(/gm)].map(([, key]) => key!);
}

test.describe.configure({ mode: 'serial' });

let placeholder: RunningServer;
let library: RunningServer;

test.beforeAll(async () => {
  [placeholder, library] = await Promise.all([startServer(SETTINGS), startServer({ ...SETTINGS, GRID_SERVER_RENDER: 'library' })]);
});

test.afterAll(async () => {
  await Promise.all([placeholder?.stop(), library?.stop()]);
});

async function bothBodies(pathname: string, headers: Record<string, string> = {}) {
  const [ours, theirs] = await Promise.all(
    [placeholder, library].map(async (server) => {
      const response = await fetch(`${server.url}${pathname}`, { headers });
      expect(response.status, pathname).toBe(200);
      return response.text();
    }),
  );
  return { ours: ours!, theirs: theirs! };
}

test('every page with a grid demo is the same, byte for byte, as with the library grid rendered', async () => {
  test.setTimeout(180_000);
  const keys = serverCopyKeys();
  // Every page of the Data Grid section has a grid demo, and so do pages elsewhere.
  expect(keys.length).toBeGreaterThan(350);
  const pageKeys = [...new Set(keys.map((key) => islandModuleParts(key).pageKey))];
  expect(pageKeys.length).toBeGreaterThan(70);
  const differing: string[] = [];
  for (const pageKey of pageKeys) {
    const pathname = pathnameFromPageKey(pageKey);
    const { ours, theirs } = await bothBodies(pathname);
    if (ours !== theirs) differing.push(pathname);
  }
  expect(differing).toEqual([]);
  // The comparison is between two renderings: the library's grids ran on one server only.
  expect(library.output()).toContain(LICENCE_NOTICE);
  expect(placeholder.output()).not.toContain(LICENCE_NOTICE);
});

test('so are the other ways a grid island is rendered: another styling, the full-screen demo and client-side navigation data', async () => {
  const overview = pathnameFromPageKey('react-data-grid');
  for (const [pathname, headers] of [
    [overview, { Cookie: 'codeStyling=css' }],
    [demoPathname('react-data-grid', 'BasicDataGrid'), {}],
    [`${overview}?_data=${encodeURIComponent('routes/_docs.x.$')}`, {}],
  ] as const) {
    const { ours, theirs } = await bothBodies(pathname, headers);
    expect(ours.length, pathname).toBeGreaterThan(1_000);
    expect(ours === theirs, pathname).toBe(true);
  }
});
