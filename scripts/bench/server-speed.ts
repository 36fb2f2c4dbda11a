/**
 * Server speed, three ways in one run and on the same pages: (a) the server
 * answering from its render cache, (b) the server rendering every request
 * (RENDER_CACHE=off), (c) nginx sending the same HTML as a static file, the
 * practical ceiling. Same load tool, connections and duration for all three;
 * the ratios compare (a) and (b) with (c) per page. Uncached rendering is
 * also measured on one connection, where latency is the render itself rather
 * than time spent queueing behind other requests.
 */
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { measureLoad, type LoadFigures } from './http-load';
import { startStaticCeiling } from './static-ceiling';

export const SPEED_PAGES = ['/x/react-data-grid/', '/x/introduction/installation/'];
export const THROUGHPUT_RUN = { connections: 10, duration: 10 };
export const RENDER_LATENCY_RUN = { connections: 1, duration: 8 };

export interface PageSpeed {
  page: string;
  cached: LoadFigures;
  uncached: LoadFigures;
  staticCeiling: LoadFigures;
  staticCeilingOneWorker: LoadFigures;
  uncachedOneConnection: LoadFigures;
  cachedToCeiling: number;
  uncachedToCeiling: number;
}

const ratio = (part: number, whole: number) => Number((part / whole).toFixed(2));

export async function measureServerSpeed(cachedServer: RunningServer): Promise<PageSpeed[]> {
  const pages = await Promise.all(
    SPEED_PAGES.map(async (pathname) => ({
      pathname,
      html: Buffer.from(await (await fetch(`${cachedServer.url}${pathname}`)).arrayBuffer()),
    })),
  );
  const uncachedServer = await startServer({ RENDER_CACHE: 'off' });
  // nginx as deployed (a worker per core) is the ceiling; one worker, like one server process, is shown beside it.
  const ceiling = await startStaticCeiling(pages, 'auto');
  const ceilingOneWorker = await startStaticCeiling(pages, 1);
  const results: PageSpeed[] = [];
  try {
    for (const { pathname } of pages) {
      const cached = await measureLoad({ url: `${cachedServer.url}${pathname}`, ...THROUGHPUT_RUN });
      const uncached = await measureLoad({ url: `${uncachedServer.url}${pathname}`, ...THROUGHPUT_RUN });
      const staticCeiling = await measureLoad({ url: `${ceiling.url}${pathname}`, ...THROUGHPUT_RUN });
      const staticCeilingOneWorker = await measureLoad({ url: `${ceilingOneWorker.url}${pathname}`, ...THROUGHPUT_RUN });
      const uncachedOneConnection = await measureLoad({ url: `${uncachedServer.url}${pathname}`, ...RENDER_LATENCY_RUN });
      results.push({
        page: pathname,
        cached,
        uncached,
        staticCeiling,
        staticCeilingOneWorker,
        uncachedOneConnection,
        cachedToCeiling: ratio(cached.requestsPerSecond, staticCeiling.requestsPerSecond),
        uncachedToCeiling: ratio(uncached.requestsPerSecond, staticCeiling.requestsPerSecond),
      });
    }
  } finally {
    await Promise.all([uncachedServer.stop(), ceiling.stop(), ceilingOneWorker.stop()]);
  }
  return results;
}
