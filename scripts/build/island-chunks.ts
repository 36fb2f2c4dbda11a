/**
 * Which browser chunks each demo island needs, from the Remix build's
 * metafile: the island module's own chunk and every chunk it imports
 * statically, in the order it imports them, as the graph the server walks
 * (app/demos/island-chunks.server.ts) to preload a page's first demo and to
 * give each island its chunks in evaluation order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_FOLDER } from '../../app/content/manifest';
import { ISLAND_CHUNKS_FILE, type IslandChunkGraph } from '../../app/demos/island-chunk-graph';
import { readBrowserMetafile, type MetafileWith } from './browser-metafile';

/**
 * Entry points whose chunks a page has evaluated before any island starts: the
 * client entry and the routes of every page that has islands (the root, the
 * docs layout and the content page's route; the metafile names a route by its
 * module). One missing here costs only no-op imports: its chunks are listed as
 * the island's, and importing a module already evaluated evaluates nothing.
 */
const EVALUATED_BEFORE_ISLANDS = new Set([
  'app/entry.client.tsx',
  'browser-route-module:root.tsx?browser',
  'browser-route-module:routes/_docs.tsx?browser',
  'browser-route-module:routes/_docs.x.$.tsx?browser',
]);
/** The islands' frame, which DemoPreview imports before each demo. */
const FRAME_ENTRY = 'app/demos/DemoRoot.tsx';

/** `public/x/build/_shared/a.js` → `/x/build/_shared/a.js`: the address the browser loads it from. */
function urlOf(outputPath: string): string {
  return `/${outputPath.replace(/^public\//, '')}`;
}

export function islandChunkGraph(metafile: MetafileWith<'entryPoint' | 'imports'>): IslandChunkGraph {
  const scripts = Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'));
  const index = new Map(scripts.map((output, position) => [output, position]));
  const chunks = scripts.map((output) => ({
    url: urlOf(output),
    imports: metafile.outputs[output]!.imports.filter((entry) => entry.kind === 'import-statement').flatMap((entry) => index.get(entry.path) ?? []),
  }));
  const islands: Record<string, number> = {};
  const evaluatedFirst: number[] = [];
  let frame: number | null = null;
  const islandPrefix = `app/.generated/${ISLAND_FOLDER}/`;
  scripts.forEach((output, position) => {
    const entryPoint = metafile.outputs[output]!.entryPoint;
    if (entryPoint?.startsWith(islandPrefix)) islands[entryPoint.slice('app/.generated/'.length)] = position;
    if (entryPoint !== undefined && EVALUATED_BEFORE_ISLANDS.has(entryPoint)) evaluatedFirst.push(position);
    if (entryPoint === FRAME_ENTRY) frame = position;
  });
  return { islands, evaluatedFirst, frame, chunks };
}

/** Reads build/metafile.js.json and writes the graph beside the server's other run-time data. */
export function writeIslandChunkGraph(root: string, targetDirectory: string): void {
  fs.writeFileSync(path.join(targetDirectory, ISLAND_CHUNKS_FILE), JSON.stringify(islandChunkGraph(readBrowserMetafile(root))));
}
