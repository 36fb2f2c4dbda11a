import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';
import { setDemoEnvironment } from '~/demos/demo-environment';
import { createRtlEmotionCache, EMOTION_INSERTION_POINT_NAME } from '~/shell/emotion/emotion-cache';
import { createDocsTheme } from './create-docs-theme';
import {
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_THEME_STATE,
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  parseDirection,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './theme-state';
import { SystemSchemeFallback } from './SystemSchemeFallback';

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


function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be disabled; the preference then lasts for this page only.
  }
}

let rtlCache: EmotionCache | undefined;
function getRtlCache(): EmotionCache {
  rtlCache ??= createRtlEmotionCache(document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT_NAME}"]`) ?? undefined);
  return rtlCache;
}

/**
 * Keeps the reducer's palette mode in step with MUI's resolved scheme, and
 * mirrors the mode into the cookie the server reads to render the right
 * scheme on the next page load.
 */
function ColorModeSync({ dispatch }: { dispatch: Dispatch<ThemeAction> }) {
  const { mode, colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
  }, [colorScheme, dispatch]);
  useEffect(() => {
    if (!mode) return;
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=${mode}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  }, [mode]);
  return null;
}

/**
 * The shell's theme: colour mode (through MUI's colour-scheme machinery),
 * direction and density (kept in this browser). The server always renders
 * left-to-right at normal density; a reader's saved direction and density
 * apply right after hydration.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, DEFAULT_THEME_STATE);
  const ltrCache = useEmotionCache();
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

  const theme = useMemo(() => createDocsTheme({ direction: state.direction, dense: state.dense }), [state.direction, state.dense]);
  const cache = state.direction === 'rtl' && typeof document !== 'undefined' ? getRtlCache() : ltrCache;

  useEffect(() => {
    setDemoEnvironment({ theme, cache });
  }, [theme, cache]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
            <SystemSchemeFallback />
            <ColorModeSync dispatch={dispatch} />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}
