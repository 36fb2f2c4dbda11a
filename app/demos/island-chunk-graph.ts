/**
 * The browser chunks of each demo island, written by the build
 * (scripts/build/island-chunks.ts) and walked by the server
 * (island-chunks.server.ts) to tell each island the order its chunks are
 * evaluated in (island-evaluation.ts), and to preload a page's first demo.
 */
export const ISLAND_CHUNKS_FILE = 'island-chunks.json';

export interface IslandChunkGraph {
  /** Island module path (`islands/<page>/<Demo>.ts`) → its chunk. */
  islands: Record<string, number>;
  /** The chunks a page has evaluated before any island starts: the client entry and the routes of a page with islands. */
  evaluatedFirst: number[];
  /** The islands' frame (DemoRoot), which every island evaluates before its demo. */
  frame: number | null;
  /** Every script of the browser build, with the chunks it imports statically, in the order it imports them. */
  chunks: { url: string; imports: number[] }[];
}

/**
 * The chunks an island needs that the page has not evaluated yet, in the
 * order the browser evaluates a module graph: depth first, each chunk after
 * the chunks it imports, in the order it imports them. The frame's come first,
 * since the island imports the frame before its demo. Importing them one at a
 * time in this order runs the same code in the same order as importing the
 * frame and then the island alone; the island's own chunk is the last.
 */
export function evaluationOrder(graph: IslandChunkGraph, island: number): string[] {
  const visited = new Set<number>();
  const markEvaluated = (position: number) => {
    if (visited.has(position)) return;
    visited.add(position);
    for (const imported of graph.chunks[position]?.imports ?? []) markEvaluated(imported);
  };
  for (const entry of graph.evaluatedFirst) markEvaluated(entry);
  const order: string[] = [];
  const visit = (position: number) => {
    const chunk = graph.chunks[position];
    if (visited.has(position) || !chunk) return;
    // Marked before its imports, as the browser does, so that a cycle ends here.
    visited.add(position);
    for (const imported of chunk.imports) visit(imported);
    order.push(chunk.url);
  };
  if (graph.frame !== null) visit(graph.frame);
  visit(island);
  return order;
}
