import { describe, expect, it } from 'vitest';
import { contextOnlyOptionsSet, PLAYWRIGHT_DEFAULTS } from './reused-page';

describe('contextOnlyOptionsSet', () => {
  it('finds nothing in Playwright’s defaults', () => {
    expect(contextOnlyOptionsSet({ ...PLAYWRIGHT_DEFAULTS })).toEqual([]);
  });

  it('names each option a test sets away from its default, objects compared by value', () => {
    expect(
      contextOnlyOptionsSet({
        ...PLAYWRIGHT_DEFAULTS,
        timezoneId: 'Pacific/Kiritimati',
        isMobile: true,
        hasTouch: true,
        locale: 'he-IL',
        javaScriptEnabled: false,
        geolocation: { latitude: 51.5, longitude: -0.13 },
      }),
    ).toEqual(['locale', 'timezoneId', 'hasTouch', 'isMobile', 'javaScriptEnabled', 'geolocation']);
    expect(contextOnlyOptionsSet({ ...PLAYWRIGHT_DEFAULTS, permissions: [] })).toEqual(['permissions']);
  });
});
