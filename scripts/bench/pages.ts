/**
 * The pages the benchmarks measure by default: the installation guide, the
 * four family overviews (the pages the performance issues name) and the
 * Data Grid's API page. One list, so the weight and Lighthouse figures in a
 * closing note describe the same pages.
 */
export const BENCHMARK_PAGES = [
  '/x/introduction/installation/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
  '/x/api/data-grid/data-grid/',
] as const;
