/**
 * A demo's code evaluated one chunk per task. Importing an island's frame, and
 * then its module, evaluates in one task every chunk each needs that the page
 * has not run yet: on the pickers overview, tasks of 55 to 162 ms at a 4× CPU
 * slowdown, during which the page answers no tap or key. The server names the
 * island's chunks on its container in the order the browser would evaluate
 * them (island-chunk-graph.ts); imported one at a time in that order, with a
 * yield to the browser between them, the same code runs in the same order, in
 * shorter tasks.
 */
export const ISLAND_CHUNKS_ATTRIBUTE = 'data-island-chunks';

/** Chunks this page has asked the browser to fetch, and those it has evaluated through here. */
const requested = new Set<string>();
const evaluated = new Set<string>();

/**
 * The chunks as the container names them: each one relative to the one before
 * (the first to the page), so that a chunk beside the previous one is named by
 * its file alone. Most are in one folder: on the row grouping page (27 demos)
 * the lists add 36 kB to the raw HTML instead of 68 kB, though only 0.6 kB less
 * once gzipped, since the names' hashes are what does not compress.
 */
export function chunkReferences(urls: readonly string[]): string {
  let folder = '';
  return urls
    .map((url) => {
      const fileStart = url.lastIndexOf('/') + 1;
      const reference = url.slice(0, fileStart) === folder ? url.slice(fileStart) : url;
      folder = url.slice(0, fileStart);
      return reference;
    })
    .join(' ');
}

/** The scripts the references name, resolved in turn; anything that is not a script of this site is left out, since the page must never import from another host. */
export function resolveChunkReferences(references: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const chunks: string[] = [];
  let base = pageUrl;
  for (const reference of references.split(' ')) {
    if (!reference) continue;
    let url: URL;
    try {
      url = new URL(reference, base);
    } catch {
      continue;
    }
    base = url.href;
    if (url.origin === origin && url.pathname.endsWith('.js')) chunks.push(url.href);
  }
  return chunks;
}

/** Lets the browser run what is waiting (a tap, a key, a frame) before the next chunk. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The chunks named on the island's container. */
export function islandChunks(container: HTMLElement): string[] {
  return resolveChunkReferences(container.getAttribute(ISLAND_CHUNKS_ATTRIBUTE) ?? '', window.location.href);
}

/**
 * Asks the browser to fetch the chunks together, as it fetches a module graph,
 * so that importing them one by one never waits for one request after another.
 */
export function preloadChunks(chunks: readonly string[]): void {
  for (const url of chunks) {
    if (requested.has(url)) continue;
    requested.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.appendChild(link);
  }
}

/**
 * Evaluates the chunks in order, each in a task of its own. A chunk that fails
 * to load ends the slicing: the island's own import then meets the failure as
 * before.
 */
export async function evaluateInSlices(
  chunks: readonly string[],
  importChunk: (url: string) => Promise<unknown> = (url) => import(url),
): Promise<void> {
  for (const url of chunks) {
    if (evaluated.has(url)) continue;
    try {
      await importChunk(url);
    } catch {
      return;
    }
    evaluated.add(url);
    await yieldToBrowser();
  }
}
