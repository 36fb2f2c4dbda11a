import { describe, expect, it } from 'vitest';
import { evaluationOrder } from '../../app/demos/island-chunk-graph';
import { islandChunkGraph } from './island-chunks';

describe('the island chunk graph', () => {
  const graph = islandChunkGraph({
    outputs: {
      'public/x/build/_shared/Rain-AAAA1111.js': {
        entryPoint: 'app/.generated/islands/react-charts/Rain.ts',
        imports: [
          { path: 'public/x/build/_shared/chunk-CHARTS.js', kind: 'import-statement' },
          { path: 'public/x/build/_shared/Lazy-BBBB2222.js', kind: 'dynamic-import' },
        ],
      },
      'public/x/build/_shared/chunk-CHARTS.js': { imports: [{ path: 'public/x/build/_shared/chunk-REACT.js', kind: 'import-statement' }] },
      'public/x/build/_shared/chunk-REACT.js': { imports: [{ path: 'public/x/build/_shared/chunk-CHARTS.js', kind: 'import-statement' }] },
      'public/x/build/_shared/Lazy-BBBB2222.js': { imports: [] },
      'public/x/build/_shared/Rain-AAAA1111.css': { imports: [] },
    },
  });

  it('finds an island by its module path and lists the scripts it imports statically, each once', () => {
    const island = graph.islands['islands/react-charts/Rain.ts'];
    expect(island).toBeDefined();
    expect(evaluationOrder(graph, island!)).toEqual([
      '/x/build/_shared/chunk-REACT.js',
      '/x/build/_shared/chunk-CHARTS.js',
      '/x/build/_shared/Rain-AAAA1111.js',
    ]);
    // A chunk it imports only on demand is not listed; stylesheets are not scripts.
    expect(graph.chunks.map((chunk) => chunk.url)).not.toContain('/x/build/_shared/Rain-AAAA1111.css');
  });
});

describe("an island's chunks in evaluation order", () => {
  const shared = (name: string) => `public/x/build/_shared/${name}.js`;
  const url = (name: string) => `/x/build/_shared/${name}.js`;
  const statically = (...names: string[]) => names.map((name) => ({ path: shared(name), kind: 'import-statement' }));
  const graph = islandChunkGraph({
    outputs: {
      [shared('Rain')]: { entryPoint: 'app/.generated/islands/react-charts/Rain.ts', imports: statically('chunk-CHARTS', 'chunk-DATES') },
      [shared('chunk-CHARTS')]: { imports: statically('chunk-D3', 'chunk-MATERIAL') },
      [shared('chunk-DATES')]: { imports: statically('chunk-MATERIAL', 'chunk-LOCALE') },
      [shared('chunk-D3')]: { imports: [] },
      [shared('chunk-MATERIAL')]: { imports: statically('chunk-REACT') },
      [shared('chunk-LOCALE')]: { imports: statically('chunk-DATES') },
      [shared('chunk-REACT')]: { imports: [] },
      [shared('entry.client')]: { entryPoint: 'app/entry.client.tsx', imports: statically('chunk-REACT') },
      [shared('DemoRoot')]: { entryPoint: 'app/demos/DemoRoot.tsx', imports: statically('chunk-REACT', 'chunk-MATERIAL') },
      [shared('Snow')]: { entryPoint: 'app/.generated/islands/react-charts/Snow.ts', imports: statically('chunk-D3') },
    },
  });
  const islandOf = (name: string) => graph.islands[`islands/react-charts/${name}.ts`]!;

  it("lists each chunk after the chunks it imports, in import order, the frame's first and the island last, leaving out what the page evaluated", () => {
    // As the browser walks them: the frame needs MATERIAL (whose REACT the client entry has run); then
    // Rain's CHARTS needs D3, and DATES needs LOCALE, which imports DATES back: the cycle ends at DATES.
    expect(evaluationOrder(graph, islandOf('Rain'))).toEqual(
      ['chunk-MATERIAL', 'DemoRoot', 'chunk-D3', 'chunk-CHARTS', 'chunk-LOCALE', 'chunk-DATES', 'Rain'].map(url),
    );
  });

  it('knows the entries evaluated before any island and the frame', () => {
    expect(graph.evaluatedFirst.map((position) => graph.chunks[position]!.url)).toEqual([url('entry.client')]);
    expect(graph.chunks[graph.frame!]!.url).toEqual(url('DemoRoot'));
    expect(evaluationOrder(graph, islandOf('Snow'))).toEqual(['chunk-MATERIAL', 'DemoRoot', 'chunk-D3', 'Snow'].map(url));
  });
});
