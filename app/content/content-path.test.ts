import { describe, expect, it } from 'vitest';
import {
  demoFilePathname,
  demoPathname,
  demoProjectPathname,
  MAX_DOCS_PATH_LENGTH,
  pathnameFromPageKey,
  resolveDemoFilePath,
  resolveDemoPath,
  resolveDemoProjectPath,
  resolveDocsPath,
} from '~/content/content-path';

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

describe('full-screen demo paths', () => {
  it('reads the page key and the demo name, and builds the same path back', () => {
    expect(resolveDemoPath('/x/react-data-grid/sorting/demos/SortingComparator/')).toEqual({
      key: 'react-data-grid/sorting',
      demo: 'SortingComparator',
    });
    expect(demoPathname('react-data-grid/sorting', 'SortingComparator')).toBe('/x/react-data-grid/sorting/demos/SortingComparator/');
    expect(resolveDemoPath('/x/demos/LandingDemo/')).toEqual({ key: '', demo: 'LandingDemo' });
  });

  it.each([
    '/x/react-data-grid/sorting/demos/sortingComparator/',
    '/x/react-data-grid/sorting/demos/SortingComparator',
    '/x/react-data-grid/sorting/demos/Sorting-Comparator/',
    '/x/react-data-grid/sorting/demos/',
    '/x/react-data-grid/Sorting/demos/SortingComparator/',
    '/x/react-data-grid/sorting/demos/SortingComparator/code/',
    '/x/../demos/SortingComparator/',
    `/x/${'a/'.repeat(300)}demos/SortingComparator/`,
  ])('is not a demo path: %s', (pathname) => {
    expect(resolveDemoPath(pathname)).toBeNull();
  });
});

describe('demo project paths', () => {
  it('builds and reads the zip and JSON addresses', () => {
    const zip = demoProjectPathname('react-data-grid/sorting', 'SortingComparator', 'zip');
    expect(zip).toBe('/x/react-data-grid/sorting/demos/SortingComparator/project.zip');
    expect(resolveDemoProjectPath(zip)).toEqual({ key: 'react-data-grid/sorting', demo: 'SortingComparator', format: 'zip' });
    expect(resolveDemoProjectPath(demoProjectPathname('react-charts/bars', 'BarValueLabels', 'json'))).toEqual({
      key: 'react-charts/bars',
      demo: 'BarValueLabels',
      format: 'json',
    });
  });

  it.each([
    '/x/react-data-grid/sorting/demos/SortingComparator/project.tar',
    '/x/react-data-grid/sorting/demos/SortingComparator/project.zip/',
    '/x/react-data-grid/sorting/demos/SortingComparator/other.zip',
    '/x/react-data-grid/sorting/demos/sortingComparator/project.zip',
    '/x/react-data-grid/sorting/project.zip',
  ])('is not a project path: %s', (pathname) => {
    expect(resolveDemoProjectPath(pathname)).toBeNull();
  });
});

describe('demo file paths', () => {
  it('builds and reads the address of a file beside a demo, in a subfolder too', () => {
    const address = demoFilePathname('react-data-grid/row-grouping', 'GroupByProduct', 'mui-x-commits.ts');
    expect(address).toBe('/x/react-data-grid/row-grouping/demos/GroupByProduct/files/mui-x-commits.ts');
    expect(resolveDemoFilePath(address)).toEqual({ key: 'react-data-grid/row-grouping', demo: 'GroupByProduct', file: 'mui-x-commits.ts' });
    expect(resolveDemoFilePath('/x/react-charts/demos/Rain/files/data/rain.js')).toEqual({ key: 'react-charts', demo: 'Rain', file: 'data/rain.js' });
  });

  it.each([
    '/x/react-charts/demos/Rain/files/',
    '/x/react-charts/demos/Rain/files/../secret.ts',
    '/x/react-charts/demos/Rain/files/data/../../x.ts',
    '/x/react-charts/demos/Rain/files/.hidden',
    '/x/react-charts/demos/Rain/files/a%2Fb.ts',
    '/x/react-charts/demos/rain/files/rain.ts',
    '/x/react-charts/files/rain.ts',
  ])('is not a demo file path: %s', (pathname) => {
    expect(resolveDemoFilePath(pathname)).toBeNull();
  });
});
