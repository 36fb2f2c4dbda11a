/**
 * The document pipeline on Remix's real output: pages rendered by the server
 * build itself (build/index.js, from `npm run build`), checked for the effect
 * of every rewrite. If Remix changes the markup a rewrite matches, the effect
 * is missing here, where a hand-written fixture would still pass.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyRewrites, documentRewrites, reportUnappliedRewrites } from '~/document/document.server';
import { inlineScriptHashes } from '~/lib/security-headers.server';
import { pageVariantOf } from '~/preferences/page-variant';

let handle: (pathname: string) => Promise<Response>;

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  handle = (pathname) =>
    handler(new Request(`http://localhost${pathname}`), { pageVariant: pageVariantOf('text/html', ''), documentCode: new Map() });
}, 120_000);

describe('the document pipeline on real pages', () => {
  for (const pathname of ['/x/react-data-grid/', '/x/api/data-grid/data-grid/', '/x/no-such-page/', '/playground/']) {
    it(`applies every rewrite to ${pathname}`, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await handle(pathname);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      // Critical styles: the CSS Modules bundle sits just before the insertion point.
      expect(html).toMatch(/<style data-css-bundle="">[^<]+<\/style><meta name="emotion-insertion-point" content=""\/>/);
      // Start after first paint: no live preload or start script left, one inert start script and its starter.
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('<script type="module" async="">');
      expect(html.match(/<script type="text\/x-after-paint-module">/g)).toHaveLength(1);
      // Its route modules are imported one by one, the root first.
      const start = /<script type="text\/x-after-paint-module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(start).not.toMatch(/^import \* as/m);
      expect(start).toMatch(/^const route0 = await import\("\/x\/build\/root-[A-Z0-9]+\.js"\);$/m);
      expect(start).toContain('window.__remixRouteModules = {"root":route0,');
      // Every inline script the page runs is allowed by its policy.
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
      expect(errors.mock.calls.filter(([message]) => String(message).startsWith('Document rewrites'))).toEqual([]);
      errors.mockRestore();
    });
  }
});

describe('the Data Grid’s root styles', () => {
  /** The class names of Emotion's critical styles in the page's head. */
  const criticalNames = (html: string) =>
    [...(/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').matchAll(/<style [^>]*data-emotion="mui ([^"]*)">/g)].flatMap((match) =>
      (match[1] ?? '').split(' '),
    );

  it('are among the critical styles of a page with a grid island, in both states', async () => {
    const html = await (await handle('/x/react-data-grid/row-grouping/')).text();
    const rootRules = html.match(/\.mui-([a-z0-9]+) \.MuiDataGrid-columnHeaderTitleContainer\{/g) ?? [];
    expect(rootRules).toHaveLength(2);
    for (const rule of rootRules) expect(criticalNames(html)).toContain(/\.mui-([a-z0-9]+)/.exec(rule)?.[1]);
  });

  it('are not sent with a page that has no grid', async () => {
    const html = await (await handle('/x/react-charts/')).text();
    expect(criticalNames(html).length).toBeGreaterThan(0);
    expect(html).not.toContain('.MuiDataGrid-columnHeaderTitleContainer');
  });
});

describe('a rewrite that finds nothing', () => {
  it('is reported by name, and the page is sent without it', () => {
    const { html, unapplied } = applyRewrites(
      '<html><head></head><body></body></html>',
      documentRewrites({ cssBundle: 'a{}', emotionStyles: '' }),
    );
    expect(unapplied).toEqual(['critical styles', 'start after first paint']);
    expect(html).toBe('<!DOCTYPE html><html><head></head><body></body></html>');
  });

  it('is logged once per process', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportUnappliedRewrites(['critical styles'], '/x/');
    reportUnappliedRewrites(['critical styles'], '/x/react-charts/');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain('critical styles');
    errors.mockRestore();
  });
});
