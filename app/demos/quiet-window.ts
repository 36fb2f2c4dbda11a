/**
 * When the page's first view has settled: it has loaded, and its thread has
 * then gone QUIET_WINDOW_MS without a long task. Work that can wait (the
 * off-screen demos' hydration) starts only then.
 *
 * A fixed delay after `load` does not say that: at 4× CPU slowdown the
 * pivoting page's first grid mounted in one task of 530 to 630 ms, the first
 * view's long tasks ended about 4.6 s into the page, and the off-screen
 * grids' idle hydration (five seconds after `load`) began at about 7.6 s,
 * three seconds later.
 */

/** How long the thread must go without a long task. */
export const QUIET_WINDOW_MS = 5_000;

/** A page that never goes quiet (a busy animation) still gets its waiting work this long after it started to wait. */
export const QUIET_WINDOW_GIVE_UP_MS = 30_000;

/**
 * How long is still to wait, 0 once the window is reached. `since`: when the
 * waiting began (the page's `load`, or the call after a client-side
 * navigation); `lastLongTaskEnd`: the end of the latest long task, on the same clock.
 */
export function quietWindowRemaining({ now, since, lastLongTaskEnd }: { now: number; since: number; lastLongTaskEnd: number }): number {
  const quiet = Math.max(since, lastLongTaskEnd) + QUIET_WINDOW_MS - now;
  const givingUp = since + QUIET_WINDOW_GIVE_UP_MS - now;
  return Math.max(0, Math.min(quiet, givingUp));
}

let lastLongTaskEnd = Number.NEGATIVE_INFINITY;
let observing = false;

/** One observer for the whole page; where the browser reports no long tasks (Safari), the window runs from `since` alone. */
function observeLongTasks() {
  if (observing || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('longtask')) return;
  observing = true;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) lastLongTaskEnd = Math.max(lastLongTaskEnd, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Calls `callback` once the page has loaded and then been quiet for QUIET_WINDOW_MS; returns a function that cancels the wait. Browser only. */
export function afterQuietWindow(callback: () => void): () => void {
  observeLongTasks();
  let timer: number | undefined;
  let since = 0;
  const check = () => {
    const remaining = quietWindowRemaining({ now: performance.now(), since, lastLongTaskEnd });
    if (remaining === 0) callback();
    else timer = window.setTimeout(check, remaining);
  };
  const begin = () => {
    since = performance.now();
    check();
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', begin);
  };
}
