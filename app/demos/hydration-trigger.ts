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
 * loaded: hydrating a DataGrid is a single long task (~440 ms here), which must
 * not land while the reader's first view is still settling.
 */
const IDLE_HYDRATION_DELAY_MS = 5_000;
/** Once that delay has passed, the longest a demo waits for an idle moment. */
const IDLE_TIMEOUT_MS = 10_000;
const INTERACTION_EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Calls `start` once `element` nears the viewport, the reader interacts with
 * it, or the browser has been idle. Returns a function that cancels the wait.
 */
export function whenDemoIsNeeded(element: HTMLElement, start: () => void): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const trigger = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    start();
  };

  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) trigger();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  } else {
    trigger();
    return () => {};
  }

  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, trigger, { once: true, passive: true, capture: true });
    cleanups.push(() => element.removeEventListener(type, trigger, { capture: true }));
  }

  // Idle hydration waits for the page to finish loading first, so it never
  // competes with what the reader is looking at.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(trigger, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      trigger();
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
