/**
 * Demo islands rendered to HTML on the server. A document renders them into
 * the page (entry.server.tsx); a client-side navigation receives them in the
 * page's data with the critical CSS they need, so that the new page shows
 * its demos at once, at their size, and hydrates each one when its code has
 * arrived, as on a first load (DemoPreview).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GridRootSx } from '~/content/manifest';
import type { PageView } from '~/content/page-view';
import { createEmotionCache, createRtlEmotionCache } from '~/shell/emotion/emotion-cache';
import { RequestShellSettingsProvider, type ShellSettings } from '~/shell/theme/shell-settings';
import type { EmotionStyleChunk } from '~/shell/theme/theme-styles.server';
import { DemoRoot } from './DemoRoot';
import { demoIdentifierPrefix, type DemoServerRenderer } from './demo-server-renderer';
import { isDataGridPackage } from './demo-dependencies';
import { GridRootStylesSample } from './grid-root-styles.server';
import { islandEvaluationOrder } from './island-chunks.server';
import { serverIsland } from './server-islands.server';
import { chunkReferences, ISLAND_CHUNKS_ATTRIBUTE } from './island-evaluation';

/** What an island is rendered in: the Emotion cache, the reader's direction and density, the island's frame. */
function IslandProviders({ cache, shellSettings, children }: { cache: EmotionCache; shellSettings: ShellSettings; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <RequestShellSettingsProvider value={shellSettings}>
        <DemoRoot>{children}</DemoRoot>
      </RequestShellSettingsProvider>
    </CacheProvider>
  );
}

/** What a page's islands were: their modules and the npm packages those import. */
export interface RenderedIslands {
  moduleKeys: Set<string>;
  packages: Set<string>;
}

export function renderedIslands(): RenderedIslands {
  return { moduleKeys: new Set(), packages: new Set() };
}

/**
 * Renders islands as roots of their own, in the reader's direction and
 * density, into `cache`, each inside its container, which names the chunks
 * the island will evaluate (island-evaluation.ts). An island whose module is
 * not loaded renders nothing. Each island rendered is added to `rendered`.
 */
export function islandRenderer(cache: EmotionCache, shellSettings: ShellSettings, rendered?: RenderedIslands): DemoServerRenderer {
  return (moduleKey, islandProps, packages = []) => {
    const Island = serverIsland(moduleKey);
    if (!Island) return '';
    rendered?.moduleKeys.add(moduleKey);
    for (const name of packages) rendered?.packages.add(name);
    // The container is plain markup around the root: the island hydrates its children only.
    const container = { [ISLAND_CHUNKS_ATTRIBUTE]: chunkReferences(islandEvaluationOrder(moduleKey)) || undefined };
    return renderToString(
      <div {...container}>
        <IslandProviders cache={cache} shellSettings={shellSettings}>
          <Island {...islandProps} />
        </IslandProviders>
      </div>,
      { identifierPrefix: demoIdentifierPrefix(moduleKey) },
    );
  };
}

const gridRootStyleChunks = new Map<string, EmotionStyleChunk[]>();

/**
 * When the islands' packages include the Data Grid, its root's styles as
 * critical style chunks (grid-root-styles.server.tsx), from the cache a page
 * in these settings renders its demos into: the plain root, and the root with
 * each of `gridSx`, the literal `sx` values the islands' grids are given
 * (DemoSource.gridRootSx); otherwise none. Pages whose grids share their
 * `sx` values share the chunks, compiled once per process.
 */
export function gridRootStyles(
  shellSettings: ShellSettings,
  islandPackages: Iterable<string>,
  gridSx: Iterable<GridRootSx> = [],
): EmotionStyleChunk[] {
  if (![...islandPackages].some(isDataGridPackage)) return [];
  const sxValues = [...new Map([...gridSx].map((sx) => [JSON.stringify(sx), sx])).values()];
  const chunksKey = `${shellSettings.direction}:${shellSettings.dense}:${JSON.stringify(sxValues)}`;
  let chunks = gridRootStyleChunks.get(chunksKey);
  if (!chunks) {
    const cache = demoEmotionCache(shellSettings.direction);
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const markup = renderToString(
      <IslandProviders cache={cache} shellSettings={shellSettings}>
        <GridRootStylesSample sxValues={sxValues} />
      </IslandProviders>,
    );
    chunks = extractCriticalToChunks(markup).styles.filter((chunk) => chunk.css !== '');
    gridRootStyleChunks.set(chunksKey, chunks);
  }
  return chunks;
}

/** Right to left, demos' styles come flipped from a cache of their own. */
export function demoEmotionCache(direction: ShellSettings['direction']): EmotionCache {
  return direction === 'rtl' ? createRtlEmotionCache() : createEmotionCache();
}

/**
 * The page's demos and playgrounds (loaded beforehand) with their server HTML,
 * for a client-side navigation's data: the new page shows each at its size at
 * once, as a first load does, so nothing below moves when its code arrives.
 */
export function withIslandHtml(view: PageView, shellSettings: ShellSettings): PageView {
  // A cache of its own for each: Emotion writes the island's styles into its HTML, each rule once, as <style> tags.
  const render = (moduleKey: string, islandProps?: Record<string, unknown>) =>
    islandRenderer(demoEmotionCache(shellSettings.direction), shellSettings)(moduleKey, islandProps);
  const demos = Object.fromEntries(
    Object.entries(view.demos).map(([name, demo]) => [name, { ...demo, islandHtml: render(demo.moduleKey) }]),
  );
  // The props the browser gives it (app/playground/Playground.tsx) that change what it draws.
  const playgroundProps = { codeVariant: view.codePreferences.codeVariant };
  const playgrounds = Object.fromEntries(
    Object.entries(view.playgrounds).map(([name, playground]) => [
      name,
      { ...playground, islandHtml: render(playground.moduleKey, playgroundProps) },
    ]),
  );
  return { ...view, demos, playgrounds };
}
