import { describe, expect, it } from 'vitest';
import { QUIET_WINDOW_GIVE_UP_MS, QUIET_WINDOW_MS, quietWindowRemaining } from './quiet-window';

describe('quietWindowRemaining', () => {
  it('counts the window from the page’s load when no long task came after it', () => {
    expect(quietWindowRemaining({ now: 2_000, since: 2_000, lastLongTaskEnd: 1_500 })).toBe(QUIET_WINDOW_MS);
    expect(quietWindowRemaining({ now: 6_000, since: 2_000, lastLongTaskEnd: Number.NEGATIVE_INFINITY })).toBe(1_000);
    expect(quietWindowRemaining({ now: 7_000, since: 2_000, lastLongTaskEnd: 1_500 })).toBe(0);
  });

  it('starts the window again after each long task, as the demos in view mount after the load', () => {
    // Loaded at 2.5 s; the first grid in view mounts until 4.5 s.
    expect(quietWindowRemaining({ now: 7_500, since: 2_500, lastLongTaskEnd: 4_500 })).toBe(2_000);
    expect(quietWindowRemaining({ now: 9_500, since: 2_500, lastLongTaskEnd: 4_500 })).toBe(0);
  });

  it('gives up waiting on a page that is never quiet', () => {
    const since = 1_000;
    const now = since + QUIET_WINDOW_GIVE_UP_MS - 100;
    expect(quietWindowRemaining({ now, since, lastLongTaskEnd: now - 10 })).toBe(100);
    expect(quietWindowRemaining({ now: now + 100, since, lastLongTaskEnd: now + 90 })).toBe(0);
  });
});
