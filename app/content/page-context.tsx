import { createContext, useContext } from 'react';
import type { PageView } from './page-view';

const PageContext = createContext<PageView | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageView {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage must be used inside a docs page');
  return page;
}
