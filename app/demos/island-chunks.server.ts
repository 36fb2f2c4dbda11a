/**
 * The chunks a demo island needs, for `<link rel="modulepreload">`: a page
 * preloads its first demo's while the document is still arriving, so that
 * by the time the page has hydrated the demo's code is here, and the
 * reader's first click (often a link in the navigation) does not queue
 * behind dozens of chunk requests.
 */
import fs from 'node:fs';
import { islandModulePath } from '~/content/manifest';
import { generatedPath } from '~/lib/generated-path.server';
import { chunkClosure, ISLAND_CHUNKS_FILE, type IslandChunkGraph } from './island-chunk-graph';

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

/** Each island's closure, walked once per server: the build does not change under a running server. */
const closures = new Map<string, string[]>();

export function islandChunkUrls(moduleKey: string): string[] {
  const known = closures.get(moduleKey);
  if (known) return known;
  const chunks = readGraph();
  const island = chunks?.islands[islandModulePath(moduleKey)];
  const urls = chunks && island !== undefined ? chunkClosure(chunks, island) : [];
  closures.set(moduleKey, urls);
  return urls;
}
