import { chooseAdFormat, chooseBlockedFallback, type AdFormat, type BlockedFallback } from '../../../app/ads/ad-selection';
import { seededRandom, streamSeed } from '../../../app/lib/random';

/**
 * A seed for the browser's random source under which the ad block draws the
 * wanted format first (and, when asked, the wanted blocked fallback second),
 * computed with the site's own generator and rules.
 */
export function seedFor(format: AdFormat, fallback?: BlockedFallback): number {
  for (let seed = 1; seed < 10_000; seed++) {
    const random = seededRandom(streamSeed(seed, 'ads'));
    if (chooseAdFormat(random) !== format) continue;
    if (fallback && chooseBlockedFallback(random) !== fallback) continue;
    return seed;
  }
  throw new Error('no seed found');
}
