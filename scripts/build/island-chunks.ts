/**
 * Which browser chunks each demo island needs, from the Remix build's
 * metafile: the island module's own chunk and every chunk it imports
 * statically, as the graph the server walks (app/demos/island-chunks.server.ts)
 * to preload a page's first demo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_FOLDER } from '../../app/content/manifest';
import { ISLAND_CHUNKS_FILE, type IslandChunkGraph } from '../../app/demos/island-chunk-graph';
import { readBrowserMetafile, type MetafileWith } from './browser-metafile';


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
  const islandPrefix = `app/.generated/${ISLAND_FOLDER}/`;
  scripts.forEach((output, position) => {
    const entryPoint = metafile.outputs[output]!.entryPoint;
    if (entryPoint?.startsWith(islandPrefix)) islands[entryPoint.slice('app/.generated/'.length)] = position;
  });
  return { islands, chunks };
}

/** Reads build/metafile.js.json and writes the graph beside the server's other run-time data. */
export function writeIslandChunkGraph(root: string, targetDirectory: string): void {
  fs.writeFileSync(path.join(targetDirectory, ISLAND_CHUNKS_FILE), JSON.stringify(islandChunkGraph(readBrowserMetafile(root))));
}
