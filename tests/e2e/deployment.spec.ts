import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { ROOT, startServer, type RunningServer } from './support/server';

/**
 * What a deployment ships: the build output (build/ and public/), the
 * dependencies and package.json. No source tree: the server must not read
 * app/.generated/ or content/.
 */
let deployed: string;
let server: RunningServer;

test.beforeAll(async () => {
  deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-deployed-'));
  for (const folder of ['build', 'public']) fs.cpSync(path.join(ROOT, folder), path.join(deployed, folder), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(deployed, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(deployed, 'node_modules'), 'dir');
  server = await startServer({}, { root: deployed });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(deployed, { recursive: true, force: true });
});

test('a deployed build serves pages, API pages, search and Markdown from its own files', async ({ request }) => {
  expect(fs.existsSync(path.join(deployed, 'app'))).toBe(false);
  const page = await request.get(`${server.url}/x/react-data-grid/sorting/`);
  expect(page.status()).toBe(200);
  const api = await request.get(`${server.url}/x/api/data-grid/data-grid/`);
  expect(api.status()).toBe(200);
  expect(await api.text()).toContain('checkboxSelection');
  const search = (await (await request.get(`${server.url}/x/search.json?q=sortModel`)).json()) as { hits: { url: string }[] };
  expect(search.hits.map((hit) => hit.url)).toContain('/x/react-data-grid/sorting/#start-with-an-order');
  const markdown = await request.get(`${server.url}/x/api/data-grid/data-grid.md`);
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toContain('| `checkboxSelection` | `boolean` |');
  expect(server.output()).not.toMatch(/Error|not found/);
});
