/**
 * The chunks a demo island needs. For `<link rel="modulepreload">`: a page
 * preloads its first demo's while the document is still arriving, so that
 * by the time the page has hydrated the demo's code is here, and the
 * reader's first click (often a link in the navigation) does not queue
 * behind dozens of chunk requests. And in evaluation order, for the island
 * to evaluate one chunk per task (island-evaluation.ts).
 */
import fs from 'node:fs';
import { islandModulePath } from '~/content/manifest';
import { generatedPath } from '~/lib/generated-path.server';
import { chunkClosure, evaluationOrder, ISLAND_CHUNKS_FILE, type IslandChunkGraph } from './island-chunk-graph';

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

type Walk = (graph: IslandChunkGraph, island: number) => string[];

/** Each island's walks, made once per server: the build does not change under a running server. */
function walkedOnce(walk: Walk): (moduleKey: string) => string[] {
  const walked = new Map<string, string[]>();
  return (moduleKey) => {
    const known = walked.get(moduleKey);
    if (known) return known;
    const graph = readGraph();
    const island = graph?.islands[islandModulePath(moduleKey)];
    const urls = graph && island !== undefined ? walk(graph, island) : [];
    walked.set(moduleKey, urls);
    return urls;
  };
}

/** Everything the island's module imports, itself included. */
export const islandChunkUrls = walkedOnce(chunkClosure);

/** What the island's module adds to a page that has evaluated its shell and the islands' frame, in evaluation order; empty in development. */
export const islandEvaluationOrder = walkedOnce(evaluationOrder);
