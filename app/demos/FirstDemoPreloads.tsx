import { useMatches } from '@remix-run/react';

/**
 * The first demo's chunks as module preloads (app/demos/island-chunks.server.ts),
 * after the shell's own scripts so that they never delay its hydration:
 * by the time the page has hydrated the demo's code is here, and the
 * reader's first click (often a link in the navigation) does not queue
 * behind dozens of chunk requests.
 */
export function FirstDemoPreloads() {
  const chunks = useMatches().flatMap((match) => {
    const preloads = (match.data as { preloadChunks?: unknown } | undefined)?.preloadChunks;
    return Array.isArray(preloads) ? preloads.filter((href): href is string => typeof href === 'string') : [];
  });
  return chunks.map((href) => <link key={href} rel="modulepreload" href={href} />);
}
