import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '~/lib/use-isomorphic-layout-effect';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { demoModuleCache } from '~/content/module-cache';
import { demoIdentifierPrefix, useDemoServerRenderer, type IslandProps } from './demo-server-renderer';
import { whenDemoIsNeeded, type HydrationTrigger } from './hydration-trigger';
import { rememberFocusBeforeHydration } from './early-focus';
import { importFrameThenDemo } from './island-modules';
import { evaluateInSlices, islandChunks, preloadChunks } from './island-evaluation';
import { warmUpPackages } from './package-warm-up';
import { moveIslandStylesToHead } from '~/shell/emotion/island-styles';
import { clientMedia, rendersAfresh } from './renders-afresh';

/**
 * A live demo as an island: a React root of its own inside a container the
 * page's root renders once and then leaves alone. Whatever the page's tree
 * does (theme changes, navigation state, preference saves), nothing reaches
 * the demo's tree, so its server HTML can wait to be hydrated for as long as
 * the reader does not need it, and a crash inside stays inside.
 *
 * The page's root renders only the frame; the island's container is an
 * element inside it that the page's root does not know (it is part of the
 * frame's inner HTML), so the island can outlive the frame for a moment when
 * the page removes the demo (see retire).
 */
/** The island's frame (theme, Emotion, error boundary) comes with the first demo, never with the page. */
const loadDemoRoot = () => import('./DemoRoot').then((module) => module.DemoRoot);

/** Longest a page waits for a leaving demo to finish hydrating before it unmounts it anyway. */
const HYDRATION_GRACE_MS = 10_000;

interface Size {
  width: number;
  height: number;
}

/**
 * Keeps `size.current` at the element's border box as the browser lays it
 * out, so that retiring the island reads no layout: a read in the middle of
 * the navigation's commit lays out the half-changed page, once per island
 * since each parking is a write.
 */
function trackSize(element: HTMLElement, size: { current: Size | null }): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    if (box) size.current = { width: box.inlineSize, height: box.blockSize };
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Runs `callback` in a task after the browser paints its next frame (soon, in a hidden tab, which paints none). */
function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * The page removes a demo: its island is moved out of sight at its size (so
 * the components inside never see their parent shrink to nothing, which the
 * grid reports as an error), allowed to finish hydrating if it was still
 * doing so (a root unmounted mid-hydration in a detached container makes
 * React fail with error 424), then unmounted and the parking removed once the
 * next page has painted: unmounting a grid is work the reader's click need
 * not wait for.
 */
function retire(container: HTMLElement, root: Root, ready: Promise<void>, lastSize: Size | null): void {
  const { width, height } = lastSize ?? container.getBoundingClientRect();
  const parking = document.createElement('div');
  parking.setAttribute('aria-hidden', 'true');
  Object.assign(parking.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    visibility: 'hidden',
  });
  document.body.appendChild(parking);
  parking.appendChild(container);
  const grace = new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_GRACE_MS));
  void Promise.race([ready, grace]).then(() =>
    // A task of its own: unmounting a root while the page's root renders is not allowed.
    afterNextPaint(() => {
      root.unmount();
      parking.remove();
    }),
  );
}

/** The island's container inside the frame: the server's, or a new one when there is no server HTML (client-side navigation). */
function islandContainer(frame: HTMLElement): HTMLElement {
  const existing = frame.firstElementChild;
  if (existing instanceof HTMLElement) return existing;
  const container = document.createElement('div');
  frame.appendChild(container);
  return container;
}

const NO_PACKAGES: readonly string[] = [];

/** Mounted once per demo: Demo keys it by module, so another demo (or styling) is another island. */
export const DemoPreview = memo(function DemoPreview({
  moduleKey,
  className,
  islandProps,
  hydrateOn = 'near-viewport',
  islandHtml,
  packages = NO_PACKAGES,
}: {
  moduleKey: string;
  className?: string;
  /** The island's server HTML from a client-side navigation's data: shown at once, hydrated when needed, as on a first load. */
  islandHtml?: string;
  /** Props of the island's component; a change re-renders the island in place, keeping its state. */
  islandProps?: IslandProps;
  /** What brings it to life on the first load (see hydration-trigger.ts). */
  hydrateOn?: HydrationTrigger;
  /** The npm packages the island's module imports: some are rendered afresh over their server HTML rather than hydrated (see renders-afresh.ts). */
  packages?: readonly string[];
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const islandPropsRef = useRef(islandProps);
  // Keyed by module, an island's packages never change.
  const packagesRef = useRef(packages);
  const rerenderRef = useRef<((props: IslandProps | undefined) => void) | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const rootRef = useRef<Root | null>(null);
  const readyRef = useRef<Promise<void>>(Promise.resolve());
  const sizeRef = useRef<Size | null>(null);
  const renderOnServer = useDemoServerRenderer();
  // Hydrating a document, the browser passes an empty string: React keeps the
  // server's children of an element whose inner HTML it set, and never sets
  // the same value twice. After a client-side navigation it passes the HTML
  // from the data, read once: a later value would replace the live island.
  const [navigationHtml] = useState(() => islandHtml ?? '');
  const serverHtml = renderOnServer ? renderOnServer(moduleKey, islandProps, packages) : navigationHtml;
  // Its inline styles move to <head> before the island hydrates, as Emotion moves a first load's.
  useIsomorphicLayoutEffect(() => {
    if (navigationHtml && frameRef.current) moveIslandStylesToHead(frameRef.current);
  }, [navigationHtml]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const container = islandContainer(frame);
    containerRef.current = container;
    const stopTrackingSize = trackSize(container, sizeRef);
    let active = true;

    const start = async () => {
      // The warm-up runs while the island's code is still on its way.
      const chunks = islandChunks(container);
      preloadChunks(chunks);
      await warmUpPackages(packagesRef.current);
      await evaluateInSlices(chunks);
      // All evaluated by now, unless the container names no chunks (a development build).
      const [DemoRoot, Demo] = await importFrameThenDemo(loadDemoRoot, () => demoModuleCache.load(moduleKey));
      if (!active) return;
      let resolveReady = () => {};
      readyRef.current = new Promise<void>((resolve) => (resolveReady = resolve));
      let replayEarlyFocus = () => {};
      const markReady = () => {
        frame.setAttribute('data-hydrated', 'true');
        replayEarlyFocus();
        resolveReady();
      };
      const islandOf = (props: IslandProps | undefined) => (
        <DemoRoot onReady={markReady}>
          <Demo {...props} />
        </DemoRoot>
      );
      const island = islandOf(islandPropsRef.current);
      rerenderRef.current = (props) => rootRef.current?.render(islandOf(props));
      // As a transition, React renders the demo in slices and yields to the
      // reader between them. (A synchronous update from inside, such as the one
      // that mounts the Data Grid after its hydration, is not sliced: hence
      // renders-afresh.ts.)
      const identifierPrefix = demoIdentifierPrefix(moduleKey);
      startTransition(() => {
        if (container.hasChildNodes() && !rendersAfresh(packagesRef.current, clientMedia())) {
          replayEarlyFocus = rememberFocusBeforeHydration(container);
          rootRef.current = hydrateRoot(container, island, { identifierPrefix });
        } else {
          rootRef.current = createRoot(container, { identifierPrefix });
          rootRef.current.render(island);
        }
      });
    };

    // After a client-side navigation the module is already loaded and there is
    // no server HTML to keep: render at once rather than show an empty box.
    const stopWaiting =
      demoModuleCache.get(moduleKey) && !container.hasChildNodes()
        ? (void start(), () => {})
        : whenDemoIsNeeded(frame, () => void start(), hydrateOn);

    return () => {
      active = false;
      stopWaiting();
      stopTrackingSize();
    };
  }, [moduleKey, hydrateOn]);

  useEffect(() => {
    islandPropsRef.current = islandProps;
    rerenderRef.current?.(islandProps);
  }, [islandProps]);

  // Layout cleanups run while the container is still in the page: the moment to park it.
  useIsomorphicLayoutEffect(
    () => () => {
      const container = containerRef.current;
      const root = rootRef.current;
      rootRef.current = null;
      if (container && root) retire(container, root, readyRef.current, sizeRef.current);
    },
    [],
  );

  return (
    <div
      ref={frameRef}
      data-demo={moduleKey}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
});
