import { describe, expect, it } from 'vitest';
import { assertUniquePathnames, DuplicatePathnameError, findNeighbours, leafPages, type PageEntry } from '~/navigation/page-tree';
import { pages } from '~/navigation/pages';

const tree: PageEntry[] = [
  {
    pathname: '/x/grid-group',
    subheader: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/' },
      { pathname: '/x/react-data-grid/sorting/', plan: 'pro' },
      { pathname: '/x/editing-group', title: 'Editing', children: [{ pathname: '/x/react-data-grid/editing/' }] },
    ],
  },
  { pathname: '/x/introduction/' },
];

describe('the page tree', () => {
  it('accepts a tree without repeated pathnames, including the real one', () => {
    expect(() => assertUniquePathnames(tree)).not.toThrow();
    expect(() => assertUniquePathnames(pages)).not.toThrow();
  });

  it('throws on a duplicate pathname, naming it, however deep it is', () => {
    const duplicated: PageEntry[] = [
      ...tree,
      { pathname: '/x/other', children: [{ pathname: '/x/deep', children: [{ pathname: '/x/react-data-grid/editing/' }] }] },
    ];
    expect(() => assertUniquePathnames(duplicated)).toThrow(DuplicatePathnameError);
    expect(() => assertUniquePathnames(duplicated)).toThrow('"/x/react-data-grid/editing/"');
  });

  it('exempts API tab pages from the duplicate rule', () => {
    const withTabs: PageEntry[] = [
      { pathname: '/x/react-data-grid/sorting/components-api' },
      { pathname: '/x/react-data-grid/sorting/components-api' },
      { pathname: '/x/react-data-grid/sorting/hooks-api/' },
      { pathname: '/x/react-data-grid/sorting/hooks-api/' },
    ];
    expect(() => assertUniquePathnames(withTabs)).not.toThrow();
  });

  it('lists leaves in reading order and finds neighbours across groups', () => {
    expect(leafPages(tree).map((entry) => entry.pathname)).toEqual([
      '/x/react-data-grid/',
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/editing/',
      '/x/introduction/',
    ]);
    const { previous, next } = findNeighbours(tree, '/x/react-data-grid/editing/');
    expect(previous?.pathname).toBe('/x/react-data-grid/sorting/');
    expect(next?.pathname).toBe('/x/introduction/');
    expect(findNeighbours(tree, '/x/react-data-grid/')).toMatchObject({ previous: null });
    expect(findNeighbours(tree, '/x/unknown/')).toEqual({ previous: null, next: null });
  });

  it('uses canonical trailing-slash pathnames for every real page', () => {
    for (const entry of leafPages(pages)) expect(entry.pathname).toMatch(/^\/x\/([a-z0-9-]+\/)*$/);
  });
});
