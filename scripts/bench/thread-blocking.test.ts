import { describe, expect, it } from 'vitest';
import { blockingTimes, type TraceEvent } from './thread-blocking';

const MAIN = { pid: 7, tid: 1 };
const PAINT_TS = 1_000_000;
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: PAINT_TS };
/** A task of the page's main thread starting `atMs` after the paint, `wallMs` long, of which the thread ran `threadMs`. */
const task = (atMs: number, wallMs: number, threadMs: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: PAINT_TS + atMs * 1000,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
});

describe('blockingTimes', () => {
  it('counts each task beyond 50 ms after a fourfold slowdown, by wall time and by thread time', () => {
    const events = [paint, task(10, 100, 90), task(200, 30, 10), task(400, 12, 12)];
    // 4 × 100 − 50 + 4 × 30 − 50, and 4 × 90 − 50 (the others stay under 50 ms).
    expect(blockingTimes(events, PAINT_TS)).toEqual({ wallMs: 350 + 70, threadMs: 310 });
  });

  it('leaves out tasks before the paint, other threads and processes, and events that are not tasks', () => {
    const events = [
      task(-5, 200, 200),
      paint,
      task(10, 200, 200, { pid: 7, tid: 2 }),
      task(10, 200, 200, { pid: 8, tid: 1 }),
      { ...task(10, 200, 200), name: 'FunctionCall' },
      { ...task(10, 200, 200), ph: 'B' },
      task(50, 40, 40),
    ];
    expect(blockingTimes(events, PAINT_TS)).toEqual({ wallMs: 110, threadMs: 110 });
  });

  it('takes the slowdown given, and the wall time for a task without a thread time', () => {
    const { tdur: _ignored, ...withoutThreadTime } = task(0, 40, 0);
    expect(blockingTimes([paint, withoutThreadTime], PAINT_TS, 2)).toEqual({ wallMs: 30, threadMs: 30 });
  });

  it('is null for a trace without the paint Lighthouse names', () => {
    expect(blockingTimes([task(0, 100, 100)], PAINT_TS)).toBeNull();
    expect(blockingTimes([paint, task(0, 100, 100)], PAINT_TS + 1)).toBeNull();
  });
});
