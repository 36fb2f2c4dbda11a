// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '~/preferences/code-preferences';
import { COLOR_SCHEME_INIT_SCRIPT } from './color-scheme-script';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE, parseColorMode } from './theme-state';

/** The scheme the head script paints for a Cookie header, with nothing in localStorage and a light system. */
function paintedScheme(cookieHeader: string): string | null {
  Object.defineProperty(document, 'cookie', { value: cookieHeader, configurable: true });
  new Function(COLOR_SCHEME_INIT_SCRIPT)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});

describe('the head script reads the mode cookie as the server does', () => {
  it.each([
    'mui-mode=dark',
    'a=1; mui-mode=dark',
    ' mui-mode = dark ',
    'mui-mode=%64ark',
    'MUI-MODE=dark',
    'mui-mode=garbage; mui-mode=dark',
    'mui-mode=dark; mui-mode=light',
    'xmui-mode=dark',
    '',
  ])('%j', (header) => {
    const serverMode = parseColorMode(readCookie(header, COLOR_MODE_STORAGE_KEY)) ?? DEFAULT_COLOR_MODE;
    // happy-dom's matchMedia reports a light system.
    const serverScheme = serverMode === 'system' ? 'light' : serverMode;
    expect(paintedScheme(header)).toBe(serverScheme);
  });
});
