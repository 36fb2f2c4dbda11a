/** A source of numbers in [0, 1). Code that draws lots takes one, so tests can seed it. */
export type Random = () => number;

/** mulberry32: small, fast and good enough for choosing between ads. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The browser's random source. A seed stored under this key (by a test, or a
 * developer reproducing an ad choice) makes every draw repeatable.
 */
export const RANDOM_SEED_STORAGE_KEY = 'mui-docs-random-seed';

export function browserRandom(): Random {
  try {
    const seed = window.localStorage.getItem(RANDOM_SEED_STORAGE_KEY);
    if (seed !== null && /^\d{1,10}$/.test(seed)) return seededRandom(Number(seed));
  } catch {
    // Storage may be unavailable; fall back to the platform.
  }
  return Math.random;
}
