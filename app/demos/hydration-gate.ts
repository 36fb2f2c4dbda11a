/**
 * Lazy hydration of demos. On the first load the server has already rendered
 * every demo; the browser keeps that HTML and hydrates a demo only when it
 * nears the viewport, the reader reaches for it, or the browser is idle.
 *
 * The mechanism is React's own: a demo sits in a Suspense boundary, and while
 * its module is not loaded its body suspends on a promise. During hydration
 * React leaves a suspended boundary's server HTML in place and hydrates it
 * when the promise settles. That promise waits on a gate that `openGate`
 * opens, and then on the demo's chunk.
 */
import { demoModuleCache } from '~/content/module-cache';

const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
const suspensions = new Map<string, Promise<unknown>>();

function gate(key: string) {
  let entry = gates.get(key);
  if (!entry) {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    entry = { promise, open };
    gates.set(key, entry);
  }
  return entry;
}

export function openGate(key: string): void {
  gate(key).open();
}

/** The promise a demo body throws while its module is not loaded. Stable per key, as React requires. */
export function waitForDemo(key: string): Promise<unknown> {
  let suspension = suspensions.get(key);
  if (!suspension) {
    suspension = gate(key)
      .promise.then(() => demoModuleCache.load(key))
      .catch(() => {
        // Leave the server HTML in place; the next attempt starts afresh.
        suspensions.delete(key);
      });
    suspensions.set(key, suspension);
  }
  return suspension;
}

/** How far below the viewport a demo starts loading, so it is live by the time it is seen. */
const NEAR_VIEWPORT_MARGIN = '200px';
/** The longest an off-screen demo waits for an idle moment before hydrating anyway. */
const IDLE_TIMEOUT_MS = 10_000;
const INTERACTION_EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Opens the gate of `key` once `element` nears the viewport, the reader
 * interacts with it, or the browser has been idle. Returns a cleanup.
 */
export function openGateWhenNeeded(key: string, element: HTMLElement): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const trigger = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    openGate(key);
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
  const scheduleIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(trigger, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(trigger, IDLE_TIMEOUT_MS);
      cleanups.push(() => window.clearTimeout(handle));
    }
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
