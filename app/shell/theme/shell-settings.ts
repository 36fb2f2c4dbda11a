/**
 * What Material UI components outside the shell's React tree need from the
 * theme state: direction and density. Demo islands are React roots of their
 * own and the drawers load later, so they subscribe to this store instead of
 * reading the provider's context. Plain data: the theme itself is built by
 * whoever renders Material UI (see MuiScope).
 *
 * While hydrating, a subscriber gets the server's settings, which is what the
 * server rendered with, and the reader's right after: hydration always matches.
 */
import { useSyncExternalStore } from 'react';
import type { Direction } from './theme-state';

export interface ShellSettings {
  direction: Direction;
  dense: boolean;
}

export const SERVER_SHELL_SETTINGS: ShellSettings = { direction: 'ltr', dense: false };

let current = SERVER_SHELL_SETTINGS;
const listeners = new Set<() => void>();

export function setShellSettings(next: ShellSettings): void {
  if (next.direction === current.direction && next.dense === current.dense) return;
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
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_SHELL_SETTINGS,
  );
}
