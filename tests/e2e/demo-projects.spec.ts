/**
 * Downloaded demo projects run: each zip is unpacked under .cache/, then
 * type-checked with its own tsconfig and bundled with its own Vite config,
 * using the packages installed here (module resolution walks up to the
 * repository's node_modules): no network, as a reader's `npm install` would
 * give the same versions.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { downloadFrom } from './support/downloads';
import { expect, test } from './support/test';
import { ROOT as root } from './support/server';
import { recordLabels } from './support/recorded-labels';

const workspace = path.join(root, '.cache', 'demo-projects');

const PROJECTS = [
  { kind: 'community grid', page: 'react-data-grid/sorting', demo: 'SortingComparator', variant: 'TS', needs: ['@mui/x-data-grid'] },
  { kind: 'Premium grid', page: 'react-data-grid/aggregation', demo: 'FilesTotal', variant: 'TS', needs: ['@mui/x-data-grid-premium'] },
  {
    kind: 'picker, Luxon adapter',
    page: 'react-date-pickers/timezone',
    demo: 'LuxonZones',
    variant: 'JS',
    needs: ['@mui/x-date-pickers', 'luxon'],
  },
  { kind: 'chart', page: 'react-charts/bars', demo: 'BarValueLabels', variant: 'TS', needs: ['@mui/x-charts'] },
  { kind: 'tree view', page: 'react-tree-view/quickstart', demo: 'FirstRichTreeView', variant: 'JS', needs: ['@mui/x-tree-view'] },
  // The registry lacks @mui/x-tree-view-pro 8.7.0: the zip carries the tarball this site installs.
  {
    kind: 'Pro tree view',
    page: 'react-tree-view/rich-tree-view/ordering',
    demo: 'DragAndDrop',
    variant: 'TS',
    needs: ['@mui/x-tree-view'],
  },
] as const;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // Rollup's warnings about "use client" directives run long.
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_offline: 'true' },
  });
  return { status: result.status, output: `${result.error?.message ?? ''}${result.stdout ?? ''}${result.stderr ?? ''}` };
}

test.describe('downloaded demo projects', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const project of PROJECTS) {
    test(`${project.kind}: ${project.demo} (${project.variant}) ${project.variant === 'TS' ? 'type-checks and bundles' : 'bundles'}`, async ({
      request,
    }) => {
      const response = await request.get(`/x/${project.page}/demos/${project.demo}/project.zip?variant=${project.variant}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/zip');
      const folder = `mui-x-${project.demo}-${project.variant.toLowerCase()}`;
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${folder}.zip"`);

      const files = unzipSync(new Uint8Array(await response.body()));
      const names = Object.keys(files).map((name) => name.slice(folder.length + 1));
      const extension = project.variant === 'TS' ? 'tsx' : 'js';
      expect(names).toEqual(
        expect.arrayContaining(['package.json', 'index.html', 'README.md', `src/main.${extension}`, `src/${project.demo}.${extension}`]),
      );
      const manifest = JSON.parse(strFromU8(files[`${folder}/package.json`]!)) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      // Material UI and MUI System are peers of every @mui/x-* package: pinned too, or npm picks their newest.
      for (const name of ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', ...project.needs]) {
        const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
        expect(manifest.dependencies[name], name).toBe(installed.version);
      }
      expect(Object.keys(manifest.devDependencies)).toContain('vite');
      if (project.variant === 'JS') expect(names.some((name) => name.endsWith('.ts') || name.endsWith('.tsx'))).toBe(false);

      // Each test clears only its own project: the tests run in parallel workers.
      const directory = path.join(workspace, folder);
      fs.rmSync(directory, { recursive: true, force: true });
      for (const [name, bytes] of Object.entries(files)) {
        const target = path.join(workspace, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      }
      if (project.variant === 'TS') {
        const typecheck = run('npx', ['tsc', '-p', '.'], directory);
        expect(typecheck.output).toBe('');
        expect(typecheck.status).toBe(0);
      }
      const bundle = run('npx', ['vite', 'build', '--logLevel', 'error'], directory);
      expect(bundle.status, bundle.output).toBe(0);
      const assets = fs.readdirSync(path.join(directory, 'dist', 'assets'));
      expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
    });
  }

  test('a project gets what its reader would otherwise miss: @types, the vendored package, the chosen styling, the site data', async ({
    request,
  }) => {
    const unpack = async (pathname: string) => {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const files = unzipSync(new Uint8Array(await response.body()));
      return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name.slice(name.indexOf('/') + 1), bytes]));
    };
    const packageJsonOf = (files: Record<string, Uint8Array>) =>
      JSON.parse(strFromU8(files['package.json']!)) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const installed = (name: string) =>
      (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

    // Luxon ships no declarations: a TypeScript project needs @types/luxon, a JavaScript one does not.
    const luxonTs = await unpack('/x/react-date-pickers/timezone/demos/LuxonZones/project.zip?variant=TS');
    expect(packageJsonOf(luxonTs).devDependencies['@types/luxon']).toBe(installed('@types/luxon'));
    const luxonJs = await unpack('/x/react-date-pickers/timezone/demos/LuxonZones/project.zip?variant=JS');
    expect(packageJsonOf(luxonJs).devDependencies['@types/luxon']).toBeUndefined();

    // GridBackgrounds renders the Pro grid; the community package gives it only the theme's types.
    const backgroundsTs = await unpack('/x/react-data-grid/style/demos/GridBackgrounds/project.zip?variant=TS');
    expect(packageJsonOf(backgroundsTs).dependencies['@mui/x-data-grid']).toBe(installed('@mui/x-data-grid'));
    const backgroundsJs = await unpack('/x/react-data-grid/style/demos/GridBackgrounds/project.zip?variant=JS');
    expect(strFromU8(backgroundsJs['src/GridBackgrounds.jsx'] ?? backgroundsJs['src/GridBackgrounds.js']!)).not.toContain(
      "'@mui/x-data-grid'",
    );
    expect(packageJsonOf(backgroundsJs).dependencies['@mui/x-data-grid']).toBeUndefined();
    expect(packageJsonOf(backgroundsJs).dependencies['@mui/x-data-grid-pro']).toBe(installed('@mui/x-data-grid-pro'));

    const treePro = await unpack('/x/react-tree-view/rich-tree-view/ordering/demos/DragAndDrop/project.zip?variant=TS');
    expect(packageJsonOf(treePro).dependencies['@mui/x-tree-view-pro']).toBe('file:vendor/mui-x-tree-view-pro-8.7.0.tgz');
    expect(
      Buffer.from(treePro['vendor/mui-x-tree-view-pro-8.7.0.tgz']!).equals(
        fs.readFileSync(path.join(root, 'vendor/mui-x-tree-view-pro-8.7.0.tgz')),
      ),
    ).toBe(true);

    const css = await unpack('/x/react-data-grid/demos/BasicDataGrid/project.zip?variant=TS&styling=css');
    expect(strFromU8(css['src/BasicDataGrid.tsx']!)).toContain("from './BasicDataGrid.module.css'");
    expect(Object.keys(css)).toContain('src/BasicDataGrid.module.css');

    const server = await unpack('/x/react-data-grid/pagination/demos/ServerPagination/project.zip?variant=TS');
    expect(strFromU8(server['vite.config.ts']!)).toMatch(/'\/x\/data\/': \{ target: 'http:\/\/[^']+', changeOrigin: true \}/);
    const local = await unpack('/x/react-data-grid/sorting/demos/SortingComparator/project.zip?variant=TS');
    expect(strFromU8(local['vite.config.ts']!)).not.toContain('proxy');
  });

  test('unknown demos, pages and variants are 404; the toolbar links to the project in the reader variant', async ({ request, page }) => {
    expect((await request.get('/x/react-data-grid/sorting/demos/NoSuchDemo/project.zip')).status()).toBe(404);
    expect((await request.get('/x/no-such-page/demos/SortingComparator/project.zip')).status()).toBe(404);
    expect((await request.get('/x/react-data-grid/sorting/demos/SortingComparator/project.zip?variant=py')).status()).toBe(404);
    await page.goto('/x/react-data-grid/sorting/');
    const link = page.locator('#demo-SortingComparator').getByRole('link', { name: 'Download project: Sorting Comparator' });
    await expect(link).toHaveAttribute('href', '/x/react-data-grid/sorting/demos/SortingComparator/project.zip?variant=TS');
    const download = await downloadFrom(page, () => link.click());
    expect(download.suggestedFilename()).toBe('mui-x-SortingComparator-ts.zip');
  });
});

test('Open in StackBlitz posts the project files to its endpoint, which the CSP admits as the one outside form action', async ({
  page,
  context,
  request,
}) => {
  let posted: URLSearchParams | null = null;
  // StackBlitz cannot be reached from here: a stand-in answers, after the form's payload is read.
  await context.route('https://stackblitz.com/run', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>StackBlitz stand-in</p>' });
  });
  const response = await page.goto('/x/react-data-grid/sorting/');
  expect(response?.headers()['content-security-policy']).toContain("form-action 'self' https://stackblitz.com/run;");
  const popup = page.waitForEvent('popup');
  await page.locator('#demo-SortingComparator').getByRole('button', { name: 'Open Sorting Comparator in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  await expect.poll(() => posted?.get('project[template]')).toBe('node');
  const form = posted as unknown as URLSearchParams;
  expect(form.get('project[title]')).toBe('SortingComparator · MUI X');
  const project = (await (await request.get('/x/react-data-grid/sorting/demos/SortingComparator/project.json?variant=TS')).json()) as {
    files: Record<string, string>;
  };
  const postedFiles = [...form.keys()].filter((key) => key.startsWith('project[files]['));
  expect(postedFiles.sort()).toEqual(
    Object.keys(project.files)
      .map((path) => `project[files][${path}]`)
      .sort(),
  );
  // A form posts line breaks as CRLF, whatever the value held.
  for (const [path, content] of Object.entries(project.files)) {
    expect(form.get(`project[files][${path}]`)?.replace(/\r\n/g, '\n'), path).toBe(content);
  }
  const manifest = JSON.parse(form.get('project[files][package.json]')!) as { dependencies: Record<string, string> };
  expect(manifest.dependencies['@mui/x-data-grid']).toBe('8.7.0');
});

test('a demo that needs a package the registry lacks offers no StackBlitz, and says why', async ({ page, context }) => {
  let posted = false;
  await context.route('https://stackblitz.com/run', async (route) => {
    posted = true;
    await route.fulfill({ status: 200, body: '' });
  });
  await page.goto('/x/react-tree-view/rich-tree-view/ordering/');
  const button = page.locator('#demo-DragAndDrop').getByRole('button', { name: 'StackBlitz' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(/no @mui\/x-tree-view-pro 8\.7\.0.*Download the project/);
  // Playwright will not click what says it is disabled; a reader's click still reaches it.
  await button.dispatchEvent('click');
  await page.waitForTimeout(500);
  expect(posted).toBe(false);
});

test('when the project cannot be fetched, the StackBlitz button says so and nothing is posted', async ({ page, context }) => {
  let posts = 0;
  await context.route('https://stackblitz.com/run', async (route) => {
    posts += 1;
    await route.abort();
  });
  await page.goto('/x/react-data-grid/sorting/');
  let refusedFetches = 0;
  await page.route('**/project.json?*', async (route) => {
    refusedFetches += 1;
    await route.abort('internetdisconnected');
  });
  const button = page.locator('#demo-SortingComparator').getByRole('button', { name: 'Open Sorting Comparator in StackBlitz' });
  const labels = await recordLabels(button);
  await button.click();
  await expect.poll(labels).toEqual(['StackBlitz failed', 'Open Sorting Comparator in StackBlitz']);
  expect(refusedFetches).toBe(1);
  expect(posts).toBe(0);
});
