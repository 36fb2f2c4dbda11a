import { createContext, useContext } from 'react';

/**
 * On the server, renders a demo island to HTML; absent in the browser. Each
 * island is rendered on its own (not as part of the page's tree) so that its
 * markup is exactly what a standalone root hydrates, useId values included.
 */
export type DemoServerRenderer = (moduleKey: string) => string;

const DemoServerRendererContext = createContext<DemoServerRenderer | null>(null);
export const DemoServerRendererProvider = DemoServerRendererContext.Provider;

export function useDemoServerRenderer(): DemoServerRenderer | null {
  return useContext(DemoServerRendererContext);
}
