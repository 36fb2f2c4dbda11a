/**
 * The inline format: an ad read from the network's JSON endpoint. Nothing
 * from the response is trusted: URLs must be http(s), text stays text (it is
 * rendered by React, never as markup), and anything malformed means no ad.
 */
import { AD_FETCH_MAX_REQUESTS } from '~/config/spec-constants';

export interface NetworkAd {
  statlink: string;
  statimp: string | null;
  pixels: string[];
  timestamp: string | null;
  image: string;
  company: string;
  description: string;
}

/** A pause between retries, so an empty answer is not re-asked in a tight loop. */
export const AD_FETCH_RETRY_DELAY_MS = 250;
/** A request that has not answered by then counts as failed. */
export const AD_FETCH_TIMEOUT_MS = 3_000;
/** Longest text shown from the network; anything longer is cut. */
const MAX_TEXT_LENGTH = 300;

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value, 'https://invalid.invalid');
    // Relative URLs resolve against the placeholder base: refuse them too.
    if (url.hostname === 'invalid.invalid') return null;
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An image or beacon the page may load: the document's policy admits images
 * over https, and from the network's own origin. Anything else would be
 * blocked by the browser, a broken image or a lost impression.
 */
function assetUrl(value: unknown, networkOrigin: string | null): string | null {
  const url = httpUrl(value);
  if (url === null) return null;
  return url.startsWith('https:') || (networkOrigin !== null && new URL(url).origin === networkOrigin) ? url : null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT_LENGTH);
}

/** The first valid ad of a response body, or null. `networkOrigin`: the endpoint's, whose assets may be plain http. */
export function parseNetworkAd(body: unknown, networkOrigin: string | null = null): NetworkAd | null {
  const ads = (body as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const candidate of ads) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const raw = candidate as Record<string, unknown>;
    const statlink = httpUrl(raw.statlink);
    const image = assetUrl(raw.image, networkOrigin);
    const company = text(raw.company);
    const description = text(raw.description);
    if (!statlink || !image || !company || !description) continue;
    const timestamp = typeof raw.timestamp === 'string' || typeof raw.timestamp === 'number' ? String(raw.timestamp) : null;
    const pixels =
      typeof raw.pixel === 'string'
        ? raw.pixel
            .split('||')
            .map((pixel) => assetUrl(timestamp ? pixel.replaceAll('[timestamp]', encodeURIComponent(timestamp)) : pixel, networkOrigin))
            .filter((pixel): pixel is string => pixel !== null)
        : [];
    return { statlink, statimp: assetUrl(raw.statimp, networkOrigin), pixels, timestamp, image, company, description };
  }
  return null;
}

export interface FetchAdOptions {
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  maxRequests?: number;
  timeoutMs?: number;
}

type Attempt = { kind: 'ad'; ad: NetworkAd } | { kind: 'empty' } | { kind: 'failed' };

async function attemptOnce(url: string, fetchImpl: typeof globalThis.fetch, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) return { kind: 'failed' };
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      return { kind: 'failed' };
    }
    const ad = parseNetworkAd(body, URL.canParse(url) ? new URL(url).origin : null);
    return ad ? { kind: 'ad', ad } : { kind: 'empty' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the endpoint for an ad. An answer without a valid ad is asked again,
 * up to AD_FETCH_MAX_REQUESTS requests in all (the network fills its
 * inventory as it goes). A broken endpoint (network error, time-out, non-2xx, malformed JSON)
 * is not retried: asking a failing server nine more times only costs the
 * reader bandwidth. Either way the result is then no ad.
 */
export async function fetchNetworkAd(url: string, options: FetchAdOptions = {}): Promise<NetworkAd | null> {
  const {
    fetch: fetchImpl = globalThis.fetch,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    maxRequests = AD_FETCH_MAX_REQUESTS,
    timeoutMs = AD_FETCH_TIMEOUT_MS,
  } = options;
  for (let attempt = 0; attempt < maxRequests; attempt++) {
    if (attempt > 0) await sleep(AD_FETCH_RETRY_DELAY_MS);
    const result = await attemptOnce(url, fetchImpl, timeoutMs);
    if (result.kind === 'ad') return result.ad;
    if (result.kind === 'failed') return null;
  }
  return null;
}
