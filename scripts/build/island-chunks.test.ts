import { describe, expect, it } from 'vitest';
import { chunkClosure } from '../../app/demos/island-chunk-graph';
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

  it('finds an island by its module path and lists the scripts it imports statically, itself first, each once', () => {
    const island = graph.islands['islands/react-charts/Rain.ts'];
    expect(island).toBeDefined();
    expect(chunkClosure(graph, island!).sort()).toEqual(
      ['/x/build/_shared/Rain-AAAA1111.js', '/x/build/_shared/chunk-CHARTS.js', '/x/build/_shared/chunk-REACT.js'].sort(),
    );
    // A chunk it imports only on demand is not preloaded; stylesheets are not scripts.
    expect(graph.chunks.map((chunk) => chunk.url)).not.toContain('/x/build/_shared/Rain-AAAA1111.css');
  });
});
