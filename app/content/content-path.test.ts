import { describe, expect, it } from 'vitest';
import { MAX_DOCS_PATH_LENGTH, pathnameFromPageKey, resolveDocsPath } from '~/content/content-path';

describe('resolveDocsPath', () => {
  it('maps canonical paths to page keys', () => {
    expect(resolveDocsPath('/x/')).toEqual({ kind: 'page', key: '' });
    expect(resolveDocsPath('/x/react-data-grid/')).toEqual({ kind: 'page', key: 'react-data-grid' });
    expect(resolveDocsPath('/x/introduction/installation/')).toEqual({ kind: 'page', key: 'introduction/installation' });
  });

  it('redirects the form without a trailing slash', () => {
    expect(resolveDocsPath('/x')).toEqual({ kind: 'redirect', location: '/x/' });
    expect(resolveDocsPath('/x/react-data-grid')).toEqual({ kind: 'redirect', location: '/x/react-data-grid/' });
  });

  it.each([
    '/x/..%2f..%2fpackage.json',
    '/x/../package.json',
    '/x/react-data-grid/../../package.json',
    '/x/%2e%2e/%2e%2e/package.json',
    '/x/react-data-grid%00/',
    '/x/react-data-grid/%00',
    '/x/..\\..\\package.json',
    '/x/react-data-grid\\',
    '/x//react-data-grid/',
    '/x/react-data-grid//',
    '/x/React-Data-Grid/',
    '/x/react-data-grid/index.mdx',
    '/x/-leading-hyphen/',
    '/x/trailing-/',
    '/x/a b/',
    '/content/react-data-grid/',
    '/',
    '',
  ])('refuses %s', (pathname) => {
    expect(resolveDocsPath(pathname)).toEqual({ kind: 'not-found' });
  });

  it('refuses paths longer than the limit before matching them', () => {
    const long = `/x/${'a/'.repeat(5_000)}`;
    expect(long.length).toBeGreaterThan(MAX_DOCS_PATH_LENGTH);
    expect(resolveDocsPath(long)).toEqual({ kind: 'not-found' });
  });

  it('turns keys back into pathnames', () => {
    expect(pathnameFromPageKey('')).toBe('/x/');
    expect(pathnameFromPageKey('react-charts/bars')).toBe('/x/react-charts/bars/');
  });
});
