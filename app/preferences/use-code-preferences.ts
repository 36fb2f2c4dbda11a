import { useFetcher } from '@remix-run/react';
import type { CodePreferences } from './code-preferences';

/** The Remix action that stores preferences; forms post here without JavaScript too. */
export const PREFERENCES_ACTION = '/x/preferences';

/**
 * Saves code preferences through the preferences action. Remix then
 * revalidates the page's loaders, which render the chosen variant: the same
 * path a reader without JavaScript takes, minus the page load.
 */
export function useSaveCodePreferences() {
  const fetcher = useFetcher({ key: 'code-preferences' });
  return {
    save(preferences: Partial<CodePreferences>) {
      fetcher.submit(preferences as Record<string, string>, { method: 'post', action: PREFERENCES_ACTION });
    },
    pending: fetcher.state !== 'idle',
  };
}
