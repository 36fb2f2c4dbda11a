/**
 * The chunks a demo island needs that its page has not evaluated, in the
 * order the browser evaluates them: named on the island's container, for the
 * island to evaluate one per task (island-evaluation.ts), and, for a page's
 * first demo, as `<link rel="modulepreload">`, so that by the time the page
 * has hydrated the demo's code is here, and the reader's first click (often
 * a link in the navigation) does not queue behind dozens of chunk requests.
 */
import fs from 'node:fs';
import { islandModulePath } from '~/content/manifest';
import { generatedPath } from '~/lib/generated-path.server';
import { evaluationOrder, ISLAND_CHUNKS_FILE, type IslandChunkGraph } from './island-chunk-graph';

let graph: IslandChunkGraph | null | undefined;

function readGraph(): IslandChunkGraph | null {
  if (graph !== undefined) return graph;
  try {
    graph = JSON.parse(fs.readFileSync(generatedPath(ISLAND_CHUNKS_FILE), 'utf8')) as IslandChunkGraph;
  } catch {
    // Development serves modules from the dev build, which has no graph: nothing to preload.
    graph = null;
  }
  return graph;
}

/** Each island's order, walked once per server: the build does not change under a running server. */
const orders = new Map<string, string[]>();

/** The frame's chunks and the island's, less those the page has evaluated, in evaluation order; empty in development. */
export function islandEvaluationOrder(moduleKey: string): string[] {
  const known = orders.get(moduleKey);
  if (known) return known;
  const chunks = readGraph();
  const island = chunks?.islands[islandModulePath(moduleKey)];
  const urls = chunks && island !== undefined ? evaluationOrder(chunks, island) : [];
  orders.set(moduleKey, urls);
  return urls;
}
