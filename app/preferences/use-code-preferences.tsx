import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useFetcher } from '@remix-run/react';
import type { CodePreferences } from './code-preferences';

/** The Remix action that stores preferences; forms post here without JavaScript too. */
export const PREFERENCES_ACTION = '/x/preferences';

type SaveCodePreferences = (preferences: Partial<CodePreferences>) => void;

const SaveContext = createContext<SaveCodePreferences | null>(null);
const PendingContext = createContext(false);
const LastAnswerContext = createContext<unknown>(undefined);

/**
 * The app's one preferences fetcher. A fetcher reads the router's state, which
 * changes at every router update: each demo holding its own made every demo,
 * and the page around it, render again at each step of a navigation. Here the
 * save function is the same for the app's life and `pending` changes only when
 * a save starts or settles.
 *
 * The router's updates are transitions, and React renders pending transitions
 * together: when a save's answer arrives before the render that would show it
 * pending, no render ever sees `pending` true. Each answer is a new object, so
 * the last answer changes once per answered save, whatever was rendered between.
 */
export function CodePreferencesSaver({ children }: { children: ReactNode }) {
  const fetcher = useFetcher({ key: 'code-preferences' });
  const latestSubmit = useRef(fetcher.submit);
  latestSubmit.current = fetcher.submit;
  const save = useCallback<SaveCodePreferences>((preferences) => {
    latestSubmit.current(preferences as Record<string, string>, { method: 'post', action: PREFERENCES_ACTION });
  }, []);
  return (
    <SaveContext.Provider value={save}>
      <PendingContext.Provider value={fetcher.state !== 'idle'}>
        <LastAnswerContext.Provider value={fetcher.data}>{children}</LastAnswerContext.Provider>
      </PendingContext.Provider>
    </SaveContext.Provider>
  );
}

/**
 * Saves code preferences through the preferences action. Remix then
 * revalidates the page's loaders, which render the chosen variant: the same
 * path a reader without JavaScript takes, minus the page load. `pending` is
 * true from a save until the page shows its result.
 */
export function useSaveCodePreferences(): { save: SaveCodePreferences; pending: boolean } {
  const save = useContext(SaveContext);
  const pending = useContext(PendingContext);
  if (!save) throw new Error('useSaveCodePreferences needs a CodePreferencesSaver above it');
  return { save, pending };
}

/**
 * The latest save's answer: a new value each time the preferences action
 * answers, once its cookies are stored. Effects that read the cookies depend on it.
 */
export function useLastCodePreferencesAnswer(): unknown {
  return useContext(LastAnswerContext);
}
