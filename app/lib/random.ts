/** A source of numbers in [0, 1). Code that draws lots takes one, so tests can seed it. */
export type Random = () => number;

/** One of `items`, each as likely as the others. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new RangeError('pickOne needs at least one item');
  return item;
}

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

/** One stream per purpose, so the draws of one (ads) do not depend on how many another (analytics) made. */
export function streamSeed(seed: number, stream: string): number {
  let hash = seed >>> 0;
  for (let index = 0; index < stream.length; index++) hash = Math.imul(hash ^ stream.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

export function browserRandom(stream: string): Random {
  try {
    const seed = window.localStorage.getItem(RANDOM_SEED_STORAGE_KEY);
    if (seed !== null && /^\d{1,10}$/.test(seed)) return seededRandom(streamSeed(Number(seed), stream));
  } catch {
    // Storage may be unavailable; fall back to the platform.
  }
  return Math.random;
}
