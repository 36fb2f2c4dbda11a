/**
 * When a demo island comes to life. On the first load the server has already
 * rendered every demo; the browser keeps that HTML and hydrates a demo only
 * when it nears the viewport, the reader reaches for it, or the page has been
 * idle for a while.
 */
/** How far below the viewport a demo starts loading, so it is live by the time it is seen. */
const NEAR_VIEWPORT_MARGIN = '200px';
/**
 * Off-screen demos hydrate in idle time, but only this long after the page has
 * loaded: even rendered in slices (renders-afresh.ts), a Data Grid still
 * mounts in tasks of 55 to 107 ms (4× CPU slowdown), which must not land while the
 * reader's first view is still settling.
 */
const IDLE_HYDRATION_DELAY_MS = 5_000;
/** Once that delay has passed, the longest a demo waits for an idle moment. */
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

  // Idle hydration waits for the page to finish loading first, so it never
  // competes with what the reader is looking at.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      begin();
    }
  };
  const scheduleIdle = () => {
    const delay = window.setTimeout(whenIdle, IDLE_HYDRATION_DELAY_MS);
    cleanups.push(() => window.clearTimeout(delay));
  };
  if (document.readyState === 'complete') scheduleIdle();
  else {
    window.addEventListener('load', scheduleIdle, { once: true });
    cleanups.push(() => window.removeEventListener('load', scheduleIdle));
  }

  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
