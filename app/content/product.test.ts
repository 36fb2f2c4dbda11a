import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl } from '~/content/product';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid/sorting/', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/?q=1#top', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x-tree-view'],
    ['/x/api/data-grid/data-grid-pro/', 'x-data-grid'],
    ['/x/api/date-pickers/date-range-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view'],
  ])('maps %s to %s in category x', (url, productId) => {
    expect(getProductInfoFromUrl(url)).toEqual({ productId, productCategoryId: 'x' });
  });

  it('gives category x but no product for other pages under /x/', () => {
    expect(getProductInfoFromUrl('/x/introduction/')).toEqual({ productId: null, productCategoryId: 'x' });
    expect(getProductInfoFromUrl('/x/api/unknown/thing/')).toEqual({ productId: null, productCategoryId: 'x' });
    expect(getProductInfoFromUrl('/x/constructor/')).toEqual({ productId: null, productCategoryId: 'x' });
    expect(getProductInfoFromUrl('/x/api/constructor/')).toEqual({ productId: null, productCategoryId: 'x' });
  });

  it('gives nulls outside /x/', () => {
    for (const url of ['/', '/material-ui/', '/blog/x-v8/', '', '/react-data-grid/']) {
      expect(getProductInfoFromUrl(url)).toEqual({ productId: null, productCategoryId: null });
    }
  });
});
