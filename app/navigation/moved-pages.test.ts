import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentManifest } from '~/content/manifest';
import { leafPages } from '~/navigation/page-tree';
import { pages } from '~/navigation/pages';
import { MOVED_PAGES, movedPageLocation } from '~/navigation/moved-pages';

const manifest = JSON.parse(fs.readFileSync(path.resolve('app/.generated/content-manifest.json'), 'utf8')) as ContentManifest;
const pageByPathname = new Map(Object.values(manifest.pages).map((page) => [page.pathname, page]));
const treePathnames = new Set(leafPages(pages).map((entry) => entry.pathname));

describe('moved pages', () => {
  it.each(Object.entries(MOVED_PAGES))('%s leads to a section of a page in the tree (%s)', (from, to) => {
    const [pathname = '', anchor = ''] = to.split('#');
    expect(treePathnames.has(pathname)).toBe(true);
    expect(pageByPathname.get(pathname)?.toc.map((entry) => entry.id)).toContain(anchor);
    // A page written later at the old address wins over the redirect; the table should then lose the entry.
    expect(treePathnames.has(from)).toBe(false);
  });

  it('answers only for a listed canonical pathname', () => {
    expect(movedPageLocation('/x/migration/migration-data-grid-v5/')).toBe('/x/migration/migration-v6-and-earlier/#v6-documentation');
    expect(movedPageLocation('/x/migration/migration-data-grid-v5')).toBeNull();
    expect(movedPageLocation('/x/migration/')).toBeNull();
    expect(movedPageLocation('/x/toString/')).toBeNull();
    expect(movedPageLocation('__proto__')).toBeNull();
  });
});
