/**
 * The reader's colour mode in the browser: light, dark or system. The head
 * script has already set the scheme attribute before the first paint; this
 * store takes over from there, without Material UI, so that the shell
 * hydrates without downloading it. Changing the mode writes localStorage
 * (the head script's source), the cookie (the server's) and the attribute
 * (the CSS variables' selector), and follows the operating system while the
 * mode is "system".
 */
import { useSyncExternalStore } from 'react';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';
import { readStorage, writeBrowserCookie, writeStorage } from '~/lib/browser-storage';
import { readCookie } from '~/preferences/code-preferences';
import {
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_ATTRIBUTE,
  DEFAULT_COLOR_MODE,
  parseColorMode,
  type ColorMode,
  type PaletteMode,
} from './theme-state';

export interface ColorModeState {
  mode: ColorMode;
  /** The scheme on screen: the mode itself, or the system's under "system". */
  colorScheme: PaletteMode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedMode(): ColorMode {
  return (
    parseColorMode(readStorage(COLOR_MODE_STORAGE_KEY)) ??
    parseColorMode(readCookie(document.cookie, COLOR_MODE_STORAGE_KEY)) ??
    DEFAULT_COLOR_MODE
  );
}

function resolveScheme(mode: ColorMode): PaletteMode {
  if (mode !== 'system') return mode;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

let state: ColorModeState | null = null;
const listeners = new Set<() => void>();

function snapshot(): ColorModeState {
  if (!state) {
    const mode = storedMode();
    state = { mode, colorScheme: resolveScheme(mode) };
  }
  return state;
}

function apply(mode: ColorMode): void {
  const colorScheme = resolveScheme(mode);
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, colorScheme);
  const current = snapshot();
  if (current.mode === mode && current.colorScheme === colorScheme) return;
  state = { mode, colorScheme };
  listeners.forEach((listener) => listener());
}

/** Keeps the cookie equal to the mode, so the next page the server renders is already in it. */
export function persistColorModeCookie(mode: ColorMode): void {
  if (readCookie(document.cookie, COLOR_MODE_STORAGE_KEY) === mode) return;
  writeBrowserCookie(COLOR_MODE_STORAGE_KEY, mode, PREFERENCE_COOKIE_MAX_AGE_SECONDS);
}

export function setColorMode(mode: ColorMode): void {
  writeStorage(COLOR_MODE_STORAGE_KEY, mode);
  persistColorModeCookie(mode);
  apply(mode);
}

function onSystemChange() {
  if (snapshot().mode === 'system') apply('system');
}

/** Another tab changed the mode: this one follows. */
function onStorage(event: StorageEvent) {
  if (event.key !== COLOR_MODE_STORAGE_KEY) return;
  const mode = parseColorMode(event.newValue);
  if (mode) apply(mode);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia?.(DARK_QUERY).addEventListener?.('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia?.(DARK_QUERY).removeEventListener?.('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** Null while hydrating (the server cannot know the mode), the reader's mode after. */
export function useColorMode(): ColorModeState | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
