/**
 * Which product a URL belongs to, as the analytics layer and the shell need it.
 * Only the first segment after /x/ decides; API paths name the same products
 * by their short group name.
 */
export type ProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view';

export interface ProductInfo {
  productId: ProductId | null;
  productCategoryId: 'x' | null;
}

const PRODUCT_BY_SEGMENT: Readonly<Record<string, ProductId>> = {
  'react-data-grid': 'x-data-grid',
  'react-date-pickers': 'x-date-pickers',
  'react-charts': 'x-charts',
  'react-tree-view': 'x-tree-view',
};

const PRODUCT_BY_API_GROUP: Readonly<Record<string, ProductId>> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

export function getProductInfoFromUrl(url: string): ProductInfo {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'x') return { productId: null, productCategoryId: null };

  const [, first, second] = segments;
  const productId = (first === 'api' ? lookup(PRODUCT_BY_API_GROUP, second) : lookup(PRODUCT_BY_SEGMENT, first)) ?? null;
  return { productId, productCategoryId: 'x' };
}

function lookup(table: Readonly<Record<string, ProductId>>, key: string | undefined): ProductId | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
