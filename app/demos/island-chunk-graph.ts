/**
 * The browser chunks of each demo island, written by the build
 * (scripts/build/island-chunks.ts) and walked by the server
 * (island-chunks.server.ts) to preload a page's first demo.
 */
export const ISLAND_CHUNKS_FILE = 'island-chunks.json';

export interface IslandChunkGraph {
  /** Island module path (`islands/<page>/<Demo>.ts`) → its chunk. */
  islands: Record<string, number>;
  /** Every script of the browser build, with the chunks it imports statically. */
  chunks: { url: string; imports: number[] }[];
}

/** The chunk and everything it imports, its own first: what the browser fetches before the module can run. */
export function chunkClosure(graph: IslandChunkGraph, start: number): string[] {
  const seen = new Set<number>();
  const pending = [start];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(graph.chunks[next]?.imports ?? []));
  }
  return [...seen].flatMap((position) => graph.chunks[position]?.url ?? []);
}
