import { createContext, useContext } from 'react';

/**
 * On the server, renders a demo island in its container to HTML (empty when the
 * island's module is not loaded); absent in the browser. Each island is
 * rendered on its own (not as part of the page's tree) so that the container's
 * children are exactly what a standalone root hydrates, useId values included.
 * `packages` are the npm packages the island's module imports.
 */
export type DemoServerRenderer = (moduleKey: string, islandProps?: IslandProps, packages?: readonly string[]) => string;

/** What the page passes an island's component (a playground's code variant); demos take nothing. */
export type IslandProps = Readonly<Record<string, unknown>>;

const DemoServerRendererContext = createContext<DemoServerRenderer | null>(null);
export const DemoServerRendererProvider = DemoServerRendererContext.Provider;

export function useDemoServerRenderer(): DemoServerRenderer | null {
  return useContext(DemoServerRendererContext);
}

/**
 * Each island is a React root of its own, and every root counts useId from the
 * same start: without a prefix, two charts on one page share ids, and a
 * `clip-path="url(#…)"` or gradient in one resolves to the other's element. The
 * server and the browser derive the same prefix from the demo's module key.
 */
export function demoIdentifierPrefix(moduleKey: string): string {
  return `${moduleKey.replace(/[^A-Za-z0-9_-]/g, '-')}-`;
}
