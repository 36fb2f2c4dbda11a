import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseAdFormat,
  chooseBlockedFallback,
  isPlaceholderAd,
  looksLikeBot,
  pollForAdElement,
  shouldReportDisplay,
} from '~/ads/ad-selection';
import { useAdConfig } from '~/ads/AdProvider';
import { pickOne } from '~/lib/random';
import { inHouseAds } from '~/ads/in-house-ads';
import { fetchNetworkAd, parseNetworkAd } from '~/ads/network-ad';
import { AD_BLOCKED_AFTER_ATTEMPTS, AD_FETCH_MAX_REQUESTS, AD_POLL_INTERVAL_MS, AD_POLL_MAX_ATTEMPTS } from '~/config/spec-constants';
import { seededRandom } from '~/lib/random';

afterEach(() => {
  vi.useRealTimers();
});

function share(draw: () => boolean, draws = 100_000): number {
  let hits = 0;
  for (let index = 0; index < draws; index++) if (draw()) hits++;
  return hits / draws;
}

describe('the spec constants', () => {
  it('hold the specified values', () => {
    expect([AD_POLL_INTERVAL_MS, AD_POLL_MAX_ATTEMPTS, AD_BLOCKED_AFTER_ATTEMPTS, AD_FETCH_MAX_REQUESTS]).toEqual([500, 30, 6, 10]);
    expect(inHouseAds.map((ad) => ad.name)).toEqual(['templates', 'themes', 'enterprise', 'design-kit']);
    for (const ad of inHouseAds) {
      expect(Object.keys(ad).sort()).toEqual(['description', 'img', 'label', 'link', 'name', 'poweredby']);
      expect(ad.img).toMatch(/^\/x\/static\/ads\/[a-z-]+\.svg$/);
    }
  });
});

describe('polling for the network element', () => {
  function run(foundAtAttempt: number | null) {
    vi.useFakeTimers();
    let attempts = 0;
    const onFound = vi.fn();
    const onBlocked = vi.fn();
    const onGiveUp = vi.fn();
    pollForAdElement({
      find: () => {
        attempts += 1;
        return attempts === foundAtAttempt ? ({} as Element) : null;
      },
      onFound,
      onBlocked,
      onGiveUp,
    });
    return { onFound, onBlocked, onGiveUp, attempts: () => attempts };
  }

  it('looks every 500 ms and stops once the element is there', () => {
    const { onFound, onBlocked, attempts } = run(3);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS - 1);
    expect(attempts()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(attempts()).toBe(1);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 2);
    expect(onFound).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 40);
    expect(attempts()).toBe(3);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('counts the ad as blocked after more than 6 failed attempts, once, and gives up after 30', () => {
    const { onFound, onBlocked, onGiveUp, attempts } = run(null);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 6);
    expect(onBlocked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 22);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 100);
    expect(attempts()).toBe(30);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('lets a slow network win the slot back before the last attempt', () => {
    const { onFound, onBlocked, onGiveUp } = run(20);
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 30);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    const cancel = pollForAdElement({ find, onFound: vi.fn(), onBlocked: vi.fn() });
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 2);
    cancel();
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 10);
    expect(find).toHaveBeenCalledTimes(2);
  });
});

describe('the draws, over many seeded trials', () => {
  it('picks the inline format 20 % of the time and the image format 80 %', () => {
    const random = seededRandom(1);
    expect(share(() => chooseAdFormat(random) === 'inline')).toBeCloseTo(0.2, 2);
  });

  it('shows the ad-block message to 20 % of blocked readers, an in-house ad to the rest', () => {
    const random = seededRandom(2);
    expect(share(() => chooseBlockedFallback(random) === 'adblock-message')).toBeCloseTo(0.2, 2);
  });

  it('reports 10 % of displays and spreads in-house ads evenly', () => {
    const random = seededRandom(3);
    expect(share(() => shouldReportDisplay(random))).toBeCloseTo(0.1, 2);
    for (const ad of inHouseAds) expect(share(() => pickOne(random, inHouseAds) === ad)).toBeCloseTo(0.25, 2);
  });

  it('is repeatable for a seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    expect(Array.from({ length: 5 }, first)).toEqual(Array.from({ length: 5 }, second));
  });
});

describe('bots', () => {
  it('are recognised by user agent', () => {
    expect(looksLikeBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(looksLikeBot('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36')).toBe(true);
    expect(
      looksLikeBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
  });
});

describe('the placeholder ad', () => {
  it('is the network element holding a backers link', () => {
    const element = (html: string) =>
      ({
        querySelector: (selector: string) => (selector === 'a[href*="backers"]' && html.includes('backers') ? {} : null),
      }) as unknown as Element;
    expect(isPlaceholderAd(element('<a href="https://network.example/backers">'))).toBe(true);
    expect(isPlaceholderAd(element('<a href="https://advertiser.example/">'))).toBe(false);
  });
});

const validAd = {
  statlink: 'https://network.example/click?id=1',
  statimp: 'https://network.example/impression?id=1',
  pixel: 'https://tracker.example/p.gif?t=[timestamp]||https://tracker2.example/q.gif?t=[timestamp]',
  timestamp: '1732000000',
  image: 'https://cdn.network.example/logo.png',
  company: '  Acme Hosting ',
  description: 'Deploy React apps in one command.',
};

describe('the network JSON', () => {
  it('gives the first valid ad, with pixels expanded and text trimmed', () => {
    expect(parseNetworkAd({ ads: [{ description: 'no link' }, validAd] })).toEqual({
      statlink: 'https://network.example/click?id=1',
      statimp: 'https://network.example/impression?id=1',
      pixels: ['https://tracker.example/p.gif?t=1732000000', 'https://tracker2.example/q.gif?t=1732000000'],
      timestamp: '1732000000',
      image: 'https://cdn.network.example/logo.png',
      company: 'Acme Hosting',
      description: 'Deploy React apps in one command.',
    });
  });

  it.each([
    ['no body', null],
    ['no list', {}],
    ['a list that is not one', { ads: 'many' }],
    ['an empty list', { ads: [] }],
    ['a javascript: link', { ads: [{ ...validAd, statlink: 'javascript:alert(1)' }] }],
    ['a data: image', { ads: [{ ...validAd, image: 'data:image/svg+xml,<svg onload=alert(1)>' }] }],
    ['a relative link', { ads: [{ ...validAd, statlink: '/click' }] }],
    ['a company that is not text', { ads: [{ ...validAd, company: { html: '<b>' } }] }],
    ['an empty description', { ads: [{ ...validAd, description: '   ' }] }],
  ])('gives no ad for %s', (_, body) => {
    expect(parseNetworkAd(body)).toBeNull();
  });

  it('keeps markup in text fields as text, and drops unsafe beacons', () => {
    const ad = parseNetworkAd({
      ads: [
        { ...validAd, description: '<img src=x onerror=alert(1)>', statimp: 'javascript:void(0)', pixel: 'ftp://x||https://ok.example/p' },
      ],
    });
    expect(ad?.description).toBe('<img src=x onerror=alert(1)>');
    expect(ad?.statimp).toBeNull();
    expect(ad?.pixels).toEqual(['https://ok.example/p']);
  });

  it('loads images and beacons only where the page policy admits them: https, or the network itself', () => {
    const network = 'http://127.0.0.1:3202';
    const plain = {
      ...validAd,
      image: `${network}/logo.png`,
      statimp: 'http://elsewhere.example/i',
      pixel: `${network}/p||http://elsewhere.example/p`,
    };
    const ad = parseNetworkAd({ ads: [plain] }, network);
    expect(ad?.image).toBe(`${network}/logo.png`);
    expect(ad?.statimp).toBeNull();
    expect(ad?.pixels).toEqual([`${network}/p`]);
    // An image the browser would refuse makes no ad: a broken image is worse than the fallback.
    expect(parseNetworkAd({ ads: [{ ...validAd, image: 'http://elsewhere.example/logo.png' }] }, network)).toBeNull();
  });

  it('cuts very long text', () => {
    expect(parseNetworkAd({ ads: [{ ...validAd, description: 'a'.repeat(5_000) }] })?.description).toHaveLength(300);
  });
});

describe('fetching the inline ad', () => {
  const reply = (status: number, body: string) => Promise.resolve(new Response(body, { status }));
  const noSleep = () => Promise.resolve();

  it('asks again while no valid ad comes back, 10 requests in all counting the first, then gives up', async () => {
    const fetch = vi.fn(() => reply(200, '{"ads":[]}'));
    expect(await fetchNetworkAd('https://n.example/ads.json', { fetch, sleep: noSleep })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('stops retrying as soon as a valid ad comes back', async () => {
    const answers = ['{"ads":[]}', '{"ads":[{}]}', JSON.stringify({ ads: [validAd] })];
    const fetch = vi.fn(() => reply(200, answers.shift()!));
    expect((await fetchNetworkAd('https://n.example/ads.json', { fetch, sleep: noSleep }))?.company).toBe('Acme Hosting');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a 500', () => reply(500, 'oops')],
    ['a 404', () => reply(404, '{"ads":[]}')],
    ['malformed JSON', () => reply(200, '{"ads": [')],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives no ad, without retrying, after %s', async (_, answer) => {
    const fetch = vi.fn(answer);
    expect(await fetchNetworkAd('https://n.example/ads.json', { fetch, sleep: noSleep })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on an endpoint that hangs', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await fetchNetworkAd('https://n.example/ads.json', { fetch, sleep: noSleep, timeoutMs: 20 })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the ad configuration', () => {
  it('throws outside the ad provider, telling the developer to wrap it', () => {
    const UsesConfig = () => (useAdConfig(), null);
    expect(() => renderToString(createElement(UsesConfig))).toThrow('wrap the component in <AdProvider>');
  });
});
