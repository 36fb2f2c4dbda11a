/**
 * How much of Lighthouse's blocking time is the page's own work. With
 * simulated throttling, Lighthouse multiplies each main-thread task's length in
 * its trace by four, and that length is wall time: on a machine whose cores
 * are busy with other processes (the browser's own among them), a task that
 * waits for a core grows as if the page had done more. (A thread also stops
 * running while it waits for another process, in a synchronous call.)
 * The trace also records the time each task's thread actually ran (`tdur`).
 * Both are summed here by Lighthouse's rule, from the page's first contentful
 * paint to the end of the trace: what the page did, and what it was charged.
 */

/** The fields of a Chrome trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Lighthouse's threshold: the part of a task beyond this blocks input. */
const BLOCKING_THRESHOLD_MS = 50;
/** Lighthouse's simulated throttling on mobile (its cpuSlowdownMultiplier). */
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/** The task event of Chrome's trace (Lighthouse records it under this name). */
const TASK_EVENT_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface BlockingTimes {
  /** By the tasks' wall time, as Lighthouse counts. */
  wallMs: number;
  /** By the time the page's thread ran. */
  threadMs: number;
}

/**
 * Blocking time after the first contentful paint, on the thread that painted
 * it (the page's main thread), by wall time and by thread time. Null when the
 * trace has no such paint at `firstContentfulPaintTs`.
 */
export function blockingTimes(
  events: readonly TraceEvent[],
  firstContentfulPaintTs: number,
  slowdown = LIGHTHOUSE_CPU_SLOWDOWN,
): BlockingTimes | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts === firstContentfulPaintTs);
  if (!paint) return null;
  const blocking = (lengthMicroseconds: number) => Math.max(0, (slowdown * lengthMicroseconds) / 1000 - BLOCKING_THRESHOLD_MS);
  const times: BlockingTimes = { wallMs: 0, threadMs: 0 };
  for (const event of events) {
    if (!TASK_EVENT_NAMES.has(event.name) || event.ph !== 'X') continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    times.wallMs += blocking(event.dur ?? 0);
    times.threadMs += blocking(event.tdur ?? event.dur ?? 0);
  }
  return { wallMs: Math.round(times.wallMs), threadMs: Math.round(times.threadMs) };
}
