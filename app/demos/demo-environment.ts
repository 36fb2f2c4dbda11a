import { useSyncExternalStore } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import { createDocsTheme } from '~/shell/theme/create-docs-theme';

/**
 * What demo islands share with the shell: the theme (direction, density) and
 * the Emotion cache. Islands are separate React roots, so they cannot read the
 * shell's context; they subscribe to this store instead.
 *
 * While hydrating, an island uses the server environment (the default theme),
 * which is what the server rendered it with; it switches to the reader's
 * environment right after, so the hydration always matches.
 */
export interface DemoEnvironment {
  theme: Theme;
  /** Absent on the server, where the request's cache comes from context. */
  cache: EmotionCache | null;
}

let serverEnvironment: DemoEnvironment = { theme: createDocsTheme(), cache: null };
let currentEnvironment = serverEnvironment;
const listeners = new Set<() => void>();

/** Called once in the browser, before hydration, with the cache the server's styles were adopted into. */
export function initDemoEnvironment(cache: EmotionCache): void {
  serverEnvironment = { ...serverEnvironment, cache };
  currentEnvironment = serverEnvironment;
}

export function setDemoEnvironment(next: DemoEnvironment): void {
  if (next.theme === currentEnvironment.theme && next.cache === currentEnvironment.cache) return;
  currentEnvironment = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoEnvironment(): DemoEnvironment {
  return useSyncExternalStore(
    subscribe,
    () => currentEnvironment,
    () => serverEnvironment,
  );
}
