/**
 * The island modules the server renders: for a demo that renders a Data Grid,
 * the server's copy, whose grid renders nothing without computing its state
 * (grid-server-placeholder.server.tsx); for every other island, the module
 * the browser loads.
 */
import { serverIslandModules } from '~/.generated/server-islands.server';
import { createModuleCache, demoModuleCache } from '~/content/module-cache';
import type { IslandComponent } from '~/content/manifest';
import { env } from '~/lib/env.server';

const serverCopies = createModuleCache<IslandComponent>(env.GRID_SERVER_RENDER === 'placeholder' ? serverIslandModules : {});

const cacheOf = (moduleKey: string) => (serverCopies.has(moduleKey) ? serverCopies : demoModuleCache);

/** Loads the modules of `moduleKeys` so that serverIsland can return them. */
export function loadServerIslands(moduleKeys: readonly string[]): Promise<unknown> {
  return Promise.all(moduleKeys.map((key) => cacheOf(key).load(key)));
}

/** The component the server renders for an island, once loaded. */
export function serverIsland(moduleKey: string): IslandComponent | undefined {
  return cacheOf(moduleKey).get(moduleKey);
}
