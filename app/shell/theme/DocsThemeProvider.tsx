import { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { readStorage, writeStorage } from '~/lib/browser-storage';
import { persistColorModeCookie, useColorMode } from './color-mode';
import { setShellSettings } from './shell-settings';
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
 * density (kept in this browser). The colours themselves are CSS variables
 * the server sends once in the head, so this provider holds state only and
 * downloads no Material UI. The server always renders left-to-right at
 * normal density; a reader's saved direction and density apply right after
 * hydration, to the page through `dir` and to Material UI through the shell
 * settings store.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, DEFAULT_THEME_STATE);
  const colorMode = useColorMode();
  const restored = useRef(false);

  useEffect(() => {
    const direction = parseDirection(readStorage(DIRECTION_STORAGE_KEY));
    if (direction) dispatch({ type: 'CHANGE', payload: { direction } });
    if (readStorage(DENSE_STORAGE_KEY) === 'true') dispatch({ type: 'SET_DENSE', payload: true });
    restored.current = true;
  }, []);

  useEffect(() => {
    document.documentElement.setAttribute('dir', state.direction);
    if (restored.current) writeStorage(DIRECTION_STORAGE_KEY, state.direction);
  }, [state.direction]);

  useEffect(() => {
    if (restored.current) writeStorage(DENSE_STORAGE_KEY, String(state.dense));
  }, [state.dense]);

  useEffect(() => {
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
