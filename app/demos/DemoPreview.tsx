import { memo, startTransition, useEffect, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '~/lib/use-isomorphic-layout-effect';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { demoModuleCache } from '~/content/module-cache';
import { useDemoServerRenderer } from './demo-server-renderer';
import { whenDemoIsNeeded } from './hydration-trigger';

/**
 * A live demo as an island: a React root of its own inside a container the
 * page's root renders once and then leaves alone. Whatever the page's tree
 * does (theme changes, navigation state, preference saves), nothing reaches
 * the demo's tree, so its server HTML can wait to be hydrated for as long as
 * the reader does not need it, and a crash inside stays inside.
 */
/** The island's frame (theme, Emotion, error boundary) comes with the first demo, never with the page. */
const loadDemoRoot = () => import('./DemoRoot').then((module) => module.DemoRoot);

export const DemoPreview = memo(function DemoPreview({ moduleKey, className }: { moduleKey: string; className?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<Root | null>(null);
  const renderOnServer = useDemoServerRenderer();
  // The browser passes an empty string: React keeps the server's children of
  // an element whose inner HTML it set, and never sets the same value twice.
  const serverHtml = renderOnServer ? renderOnServer(moduleKey) : '';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let active = true;

    const start = async () => {
      const [Demo, DemoRoot] = await Promise.all([demoModuleCache.load(moduleKey), loadDemoRoot()]);
      if (!active) return;
      const markReady = () => container.setAttribute('data-hydrated', 'true');
      const island = (
        <DemoRoot onReady={markReady}>
          <Demo />
        </DemoRoot>
      );
      // As a transition, React renders the demo in slices and yields to the
      // reader between them: a grid's hydration no longer blocks input as one long task.
      startTransition(() => {
        if (container.hasChildNodes()) {
          rootRef.current = hydrateRoot(container, island);
        } else {
          rootRef.current = createRoot(container);
          rootRef.current.render(island);
        }
      });
    };

    // After a client-side navigation the module is already loaded and there is
    // no server HTML to keep: render at once rather than show an empty box.
    const stopWaiting =
      demoModuleCache.get(moduleKey) && !container.hasChildNodes() ? (void start(), () => {}) : whenDemoIsNeeded(container, () => void start());

    return () => {
      active = false;
      stopWaiting();
      const mounted = rootRef.current;
      rootRef.current = null;
      // Unmounting a root synchronously while the page's root renders is not allowed.
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    };
  }, [moduleKey]);

  // When the page removes the demo, its root can only unmount a moment later.
  // Until then the demo is parked out of sight at its size, so the components
  // inside never see their parent shrink to nothing (the grid reports that as
  // an error). Layout cleanups run while the container is still in the page.
  useIsomorphicLayoutEffect(
    () => () => {
      const container = containerRef.current;
      // A demo still hydrating has no component to disturb yet: its root just unmounts.
      if (!container || !rootRef.current || container.getAttribute('data-hydrated') !== 'true') return;
      const { width, height } = container.getBoundingClientRect();
      const parking = document.createElement('div');
      parking.setAttribute('aria-hidden', 'true');
      Object.assign(parking.style, { position: 'fixed', left: '-10000px', top: '0', width: `${width}px`, height: `${height}px`, visibility: 'hidden' });
      document.body.appendChild(parking);
      parking.appendChild(container);
      // This cleanup owns the teardown from here: the root unmounts first, then the parking goes.
      const mounted = rootRef.current;
      rootRef.current = null;
      setTimeout(() => {
        mounted.unmount();
        parking.remove();
      }, 0);
    },
    [],
  );

  return (
    <div
      ref={containerRef}
      data-demo={moduleKey}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
});
