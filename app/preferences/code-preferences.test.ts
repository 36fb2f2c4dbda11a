import { describe, expect, it } from 'vitest';
import { codePreferencesFromCookies, codePreferencesFromHash, demoCodeHash, readCookie } from '~/preferences/code-preferences';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';
import { serializePreferenceCookie } from '~/preferences/cookies.server';
import { demoNameFromHash } from '~/demos/use-code-hash';

describe('code preferences from cookies', () => {
  it('defaults to TS and system', () => {
    expect(codePreferencesFromCookies(null)).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
    expect(codePreferencesFromCookies('')).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
  });

  it('reads valid values among other cookies', () => {
    expect(codePreferencesFromCookies('_ga=GA1.1; codeVariant=JS; other=1; codeStyling=tailwind')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });

  it.each([
    'codeVariant=ts',
    'codeVariant=<script>alert(1)</script>',
    'codeVariant=%3Cscript%3E',
    'codeVariant=%E0%A4%A',
    'codeVariant=JS%00',
    'codeVariant=',
    'codeVariant',
    'xcodeVariant=JS',
    'codeVariant=JSX; codeStyling=sass',
    'codeStyling=css"; onload="x',
  ])('ignores a forged or unknown value: %s', (header) => {
    const preferences = codePreferencesFromCookies(header);
    expect(preferences.codeVariant).toBe('TS');
    expect(preferences.codeStyling).toBe('system');
  });

  it('reads a cookie as sent: the first of its exact name, never percent-decoded (as the edge cache reads it)', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(codePreferencesFromCookies('codeVariant=%4A%53').codeVariant).toBe('TS');
    expect(codePreferencesFromCookies('codevariant=JS').codeVariant).toBe('TS');
    expect(codePreferencesFromCookies('codeVariant=nope; codeVariant=JS').codeVariant).toBe('TS');
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
    expect(readCookie(' a = 1 ', 'a')).toBe('1');
  });
});

describe('code preferences from the URL hash', () => {
  it('reads the variant from the extension and the styling from the prefix', () => {
    expect(codePreferencesFromHash('#css-BasicDataGrid.js')).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    expect(codePreferencesFromHash('#tailwind-Chart.tsx')).toEqual({ codeVariant: 'TS', codeStyling: 'tailwind' });
    expect(codePreferencesFromHash('#system-Tree.tsx')).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
    expect(codePreferencesFromHash('#Grid.js')).toEqual({ codeVariant: 'JS' });
  });

  it('ignores hashes that say nothing', () => {
    expect(codePreferencesFromHash('')).toEqual({});
    expect(codePreferencesFromHash('#sorting')).toEqual({});
    expect(codePreferencesFromHash('#file.jsx')).toEqual({});
  });

  it('names the demo a code link points at', () => {
    expect(demoNameFromHash('#css-BasicDataGrid.js')).toBe('BasicDataGrid');
    expect(demoNameFromHash('#BasicDataGrid.tsx')).toBe('BasicDataGrid');
    expect(demoNameFromHash('#sorting')).toBeNull();
    expect(demoNameFromHash('#css-<img>.js')).toBeNull();
  });

  it('builds the same anchors back', () => {
    expect(demoCodeHash('BasicDataGrid', 'css', 'JS')).toBe('css-BasicDataGrid.js');
    expect(demoCodeHash('BasicDataGrid', 'system', 'TS')).toBe('system-BasicDataGrid.tsx');
  });
});

describe('preference cookies as written', () => {
  it('last a year, for the whole site, same-site', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(serializePreferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
