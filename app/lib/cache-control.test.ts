import { describe, expect, it } from 'vitest';
import { forbidSharedCachingOfCookies, HTML_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { ifNoneMatchHits } from '~/lib/security-headers.server';

describe('responses that set cookies', () => {
  it('are never left cacheable', () => {
    const headers = new Headers({ 'Cache-Control': HTML_CACHE_CONTROL, 'Set-Cookie': 'codeVariant=JS; Path=/' });
    forbidSharedCachingOfCookies(headers);
    expect(headers.get('Cache-Control')).toBe(NO_STORE_CACHE_CONTROL);
  });

  it('keep their policy when they set none', () => {
    const headers = new Headers({ 'Cache-Control': HTML_CACHE_CONTROL });
    forbidSharedCachingOfCookies(headers);
    expect(headers.get('Cache-Control')).toBe(HTML_CACHE_CONTROL);
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it('matches the tag, weakly, in a list, or as *', () => {
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it('does not match another tag or nothing', () => {
    expect(ifNoneMatchHits('W/"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
    expect(ifNoneMatchHits(null, etag)).toBe(false);
  });
});
