import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';
import { readStorage, writeBrowserCookie } from '~/lib/browser-storage';
import { readCookie } from '~/preferences/code-preferences';
import { pagePreferencesFromCookies } from '~/preferences/page-variant';
import { persistColorModeCookie, useColorMode } from './color-mode';
import { DENSE_VALUE, DENSITY_ATTRIBUTE, setShellSettings, type ShellSettings } from './shell-settings';
import {
  DEFAULT_THEME_STATE,
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  parseDirection,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './theme-state';

const ThemeStateContext = createContext<ThemeState | null>(null);
const ThemeDispatchContext = createContext<Dispatch<ThemeAction> | null>(null);

const PROVIDER_MISSING = 'Forgot to wrap component in ThemeProvider';

export function useThemeState(): ThemeState {
  const state = useContext(ThemeStateContext);
  if (!state) throw new Error(PROVIDER_MISSING);
  return state;
}

export function useChangeTheme(): Dispatch<ThemeAction> {
  const dispatch = useContext(ThemeDispatchContext);
  if (!dispatch) throw new Error(PROVIDER_MISSING);
  return dispatch;
}

/**
 * The shell's theme state: colour mode (see color-mode.ts), direction and
 * density. The colours themselves are CSS variables the server sends once in
 * the head, so this provider holds state only and downloads no Material UI.
 * Direction and density live in cookies and start from what the server
 * rendered (`initial`); a change is applied to the page through `dir` and the
 * density attribute, to Material UI through the shell settings store, and
 * saved in its cookie for the next page.
 */
export function DocsThemeProvider({ initial, children }: { initial: ShellSettings; children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, { ...DEFAULT_THEME_STATE, ...initial });
  const colorMode = useColorMode();

  useEffect(() => {
    // Direction and density used to live in localStorage only: a reader who chose them then keeps them.
    const saved = pagePreferencesFromCookies(document.cookie);
    if (readCookie(document.cookie, DIRECTION_STORAGE_KEY) === null) {
      const direction = parseDirection(readStorage(DIRECTION_STORAGE_KEY));
      if (direction && direction !== saved.direction) dispatch({ type: 'CHANGE', payload: { direction } });
    }
    if (readCookie(document.cookie, DENSE_STORAGE_KEY) === null && readStorage(DENSE_STORAGE_KEY) === 'true') {
      dispatch({ type: 'SET_DENSE', payload: true });
    }
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('dir', state.direction);
    if (state.dense) root.setAttribute(DENSITY_ATTRIBUTE, DENSE_VALUE);
    else root.removeAttribute(DENSITY_ATTRIBUTE);
    const saved = pagePreferencesFromCookies(document.cookie);
    if (saved.direction !== state.direction) writeBrowserCookie(DIRECTION_STORAGE_KEY, state.direction, PREFERENCE_COOKIE_MAX_AGE_SECONDS);
    if (saved.dense !== state.dense) writeBrowserCookie(DENSE_STORAGE_KEY, String(state.dense), PREFERENCE_COOKIE_MAX_AGE_SECONDS);
    setShellSettings({ direction: state.direction, dense: state.dense });
  }, [state.direction, state.dense]);

  useEffect(() => {
    if (!colorMode) return;
    dispatch({ type: 'CHANGE', payload: { paletteMode: colorMode.colorScheme } });
    // A mode saved only in localStorage (an older visit) reaches the server from now on.
    persistColorModeCookie(colorMode.mode);
  }, [colorMode]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}
