/**
 * When a demo island comes to life. On the first load the server has already
 * rendered every demo; the browser keeps that HTML and hydrates a demo only
 * when it nears the viewport, the reader reaches for it, or the page has been
 * idle for a while.
 */
import { afterQuietWindow } from './quiet-window';

/** How far below the viewport a demo starts loading, so it is live by the time it is seen. */
const NEAR_VIEWPORT_MARGIN = '200px';
/** Once the page's first view has settled (quiet-window.ts), the longest a demo waits for an idle moment. */
const IDLE_TIMEOUT_MS = 10_000;
const INTERACTION_EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * What brings an island to life besides interaction and idle time: coming
 * near the viewport (a demo), or nothing more (a playground, whose server
 * HTML already shows everything it will show until the reader reaches for
 * one of its controls, and which sits at the top of its page, where hydrating
 * it on sight would land in the middle of the page's first load).
 */
export type HydrationTrigger = 'near-viewport' | 'interaction';

/**
 * Calls `start` once `element` nears the viewport (unless the trigger is
 * interaction only), the reader interacts with it, or the browser has been
 * idle. Returns a function that cancels the wait.
 */
export function whenDemoIsNeeded(element: HTMLElement, start: () => void, trigger: HydrationTrigger = 'near-viewport'): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const begin = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    start();
  };

  if (trigger === 'near-viewport') {
    if (!('IntersectionObserver' in window)) {
      begin();
      return () => {};
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }

  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, begin, { once: true, passive: true, capture: true });
    cleanups.push(() => element.removeEventListener(type, begin, { capture: true }));
  }

  // Even rendered in slices (renders-afresh.ts), a Data Grid mounts in long
  // tasks: idle hydration waits for the first view to settle, so it never
  // competes with what the reader is looking at.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      begin();
    }
  };
  cleanups.push(afterQuietWindow(whenIdle));

  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
