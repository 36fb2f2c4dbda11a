/**
 * What Material UI components outside the shell's React tree need from the
 * theme state: direction and density. Demo islands are React roots of their
 * own and the drawers load later, so they subscribe to this store instead of
 * reading the provider's context. Plain data: the theme itself is built by
 * whoever renders Material UI (see MuiScope).
 *
 * Both settings come from the reader's cookies, so the server renders them:
 * the page is in the reader's direction and density from its first frame,
 * demos included. The server writes them on <html> (`dir` and the density
 * attribute); the browser starts from there, so every island hydrates with
 * exactly what the server rendered it with.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Direction } from './theme-state';

export interface ShellSettings {
  direction: Direction;
  dense: boolean;
}

export const DEFAULT_SHELL_SETTINGS: ShellSettings = { direction: 'ltr', dense: false };

/** On <html> when the page is dense; absent otherwise. */
export const DENSITY_ATTRIBUTE = 'data-density';
export const DENSE_VALUE = 'dense';

/** The server's settings for the request it is rendering (islands are rendered one by one, each inside it). */
const RequestShellSettingsContext = createContext<ShellSettings>(DEFAULT_SHELL_SETTINGS);
export const RequestShellSettingsProvider = RequestShellSettingsContext.Provider;

let current: ShellSettings | null = null;
const listeners = new Set<() => void>();

function browserSettings(): ShellSettings {
  if (!current) {
    const root = document.documentElement;
    current = {
      direction: root.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
      dense: root.getAttribute(DENSITY_ATTRIBUTE) === DENSE_VALUE,
    };
  }
  return current;
}

export function setShellSettings(next: ShellSettings): void {
  const previous = browserSettings();
  if (next.direction === previous.direction && next.dense === previous.dense) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useShellSettings(): ShellSettings {
  const requestSettings = useContext(RequestShellSettingsContext);
  return useSyncExternalStore(subscribe, browserSettings, () => (typeof document === 'undefined' ? requestSettings : browserSettings()));
}
