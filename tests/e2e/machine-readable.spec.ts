import { expect, test } from './support/test';
import { apiPagePaths, docsPagePaths } from './support/pages';
import { startServer, type RunningServer } from './support/server';
import { recordLabels } from './support/recorded-labels';

const markdownPath = (pathname: string) => `${pathname.replace(/\/$/, '')}.md`;

/** The shared test server sets no SITE_URL, so its links use its own local address. */
const localOrigin = () => `http://localhost:${process.env.E2E_PORT}`;

test.describe('Markdown for assistants', () => {
  test('every page of the tree has its .md twin, with a title', async ({ request }) => {
    for (const pathname of [...docsPagePaths, ...apiPagePaths.slice(0, 20)]) {
      const response = await request.get(markdownPath(pathname));
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), pathname).toMatch(/^# \S/m);
    }
  });

  test('the page URL answers in Markdown when Accept prefers it, and in HTML otherwise', async ({ request }) => {
    const markdown = await request.get('/x/react-data-grid/sorting/', { headers: { Accept: 'text/markdown, text/html;q=0.5' } });
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers().vary).toContain('Accept');
    expect(await markdown.text()).toContain('# Sorting');
    const html = await request.get('/x/react-data-grid/sorting/', { headers: { Accept: 'text/html,*/*;q=0.8' } });
    expect(html.headers()['content-type']).toContain('text/html');
    const api = await request.get('/x/api/data-grid/data-grid/', { headers: { Accept: 'text/markdown' } });
    expect(await api.text()).toMatch(/^# DataGrid API\n/);
  });

  test('demos come in the reader code variant: TS by default, JS from the cookie', async ({ request, playwright }) => {
    const ts = await (await request.get('/x/react-data-grid/sorting.md')).text();
    expect(ts).toContain('```tsx title="SortingInitialState.tsx"');
    const jsContext = await playwright.request.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { Cookie: 'codeVariant=JS' },
    });
    const js = await (await jsContext.get('/x/react-data-grid/sorting.md')).text();
    expect(js).toContain('```jsx title="SortingInitialState.js"');
    expect(js).not.toContain('```tsx');
    await jsContext.dispose();
  });

  test('API pages become Markdown tables', async ({ request }) => {
    const text = await (await request.get('/x/api/data-grid/data-grid.md')).text();
    expect(text).toContain('| Name | Type | Default | Description |');
    expect(text).toMatch(/\| `sortModel` \| `GridSortModel` \|/);
    expect(text).toContain('## CSS classes');
  });

  test('unknown .md paths answer 404 in Markdown', async ({ request }) => {
    const response = await request.get('/x/react-data-grid/no-such-page.md');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain('/llms.txt');
  });

  test('llms.txt lists every page of the tree by product, and each link resolves', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text).toMatch(/^# MUI X 8\.7\.0\n\n> /);
    for (const heading of [
      'Introduction',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
      'Data Grid: API reference',
    ]) {
      expect(text).toContain(`\n## ${heading}\n`);
    }
    const links = [...text.matchAll(/^- \[[^\]]+\]\((http[^)]+\.md)\)/gm)].map((match) => new URL(match[1] ?? ''));
    expect(links.filter((link) => link.origin !== localOrigin()).map(String)).toEqual([]);
    const pathnames = links.map((link) => link.pathname);
    expect(pathnames.sort()).toEqual([...docsPagePaths, ...apiPagePaths].map(markdownPath).sort());
    for (const pathname of pathnames.filter((_, index) => index % 25 === 0))
      expect((await request.get(pathname)).status(), pathname).toBe(200);
  });

  test('llms-full.txt holds every page', async ({ request }) => {
    const text = await (await request.get('/llms-full.txt')).text();
    for (const pathname of [...docsPagePaths, ...apiPagePaths]) expect(text).toContain(`<!-- Source: ${localOrigin()}${pathname} -->`);
    expect(text).toContain('# Sorting');
  });

  test('"Copy page" copies the page Markdown; "View as Markdown" links to it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.getByTestId('view-markdown')).toHaveAttribute('href', '/x/react-data-grid/sorting.md');
    const copyLabels = await recordLabels(page.getByTestId('copy-page'));
    await page.getByTestId('copy-page').click();
    await expect.poll(copyLabels).toContain('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Sorting\n/);
    expect(copied).toContain('```tsx title="SortingInitialState.tsx"');
  });

  test('"Copy page" keeps the keyboard focus while it copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/x/react-data-grid/sorting.md', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/x/react-data-grid/sorting/');
    await page.getByTestId('copy-page').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('copy-page')).toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('copy-page');
    release();
    await expect(page.getByTestId('copy-page')).toHaveText('Copied');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('copy-page');
  });
});

test.describe('search engines', () => {
  let server: RunningServer;
  const SITE = 'https://docs.example.com';

  test.beforeAll(async () => {
    server = await startServer({ SITE_URL: SITE });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('each page has a title, description, canonical URL, social cards and breadcrumbs', async ({ request }) => {
    for (const pathname of [
      '/x/react-data-grid/sorting/',
      '/x/introduction/installation/',
      '/x/api/data-grid/data-grid/',
      '/x/react-data-grid/components-api/',
    ]) {
      const html = await (await request.get(`${server.url}${pathname}`)).text();
      expect(html, pathname).toMatch(/<title>[^<]+ · MUI X<\/title>/);
      expect(html, pathname).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, pathname).toContain(`<link rel="canonical" href="${SITE}${pathname}"/>`);
      expect(html, pathname).toContain(`<meta property="og:url" content="${SITE}${pathname}"/>`);
      expect(html, pathname).toContain('<meta name="twitter:card" content="summary"/>');
      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
      const breadcrumbs = JSON.parse(
        jsonLd!
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'"),
      );
      expect(breadcrumbs['@type']).toBe('BreadcrumbList');
      expect(breadcrumbs.itemListElement.at(-1).item).toBe(`${SITE}${pathname}`);
      // The section, linked to its overview; groups without a page of their own are not crumbs.
      if (pathname === '/x/react-data-grid/sorting/' || pathname === '/x/api/data-grid/data-grid/') {
        expect(breadcrumbs.itemListElement[0]).toMatchObject({ name: 'Data Grid', item: `${SITE}/x/react-data-grid/` });
        expect(breadcrumbs.itemListElement).toHaveLength(2);
      }
    }
  });

  test('the sitemap lists exactly the page tree and the API pages; robots.txt points at it', async ({ request }) => {
    const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual([...docsPagePaths, ...apiPagePaths].map((pathname) => `${SITE}${pathname}`).sort());
    const robots = await (await request.get(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
