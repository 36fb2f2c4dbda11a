/**
 * The shell's theme state and the reducer that changes it. Actions follow the
 * specification: set dense, reset density, and change the palette mode and/or
 * the direction. A change to the values already held returns the very same
 * state object, so nothing downstream re-renders.
 */
/** The attribute on <html> that selects the colour scheme's CSS variables. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export type Direction = 'ltr' | 'rtl';

export type PaletteMode = 'light' | 'dark';

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteMode: PaletteMode;
}

export type ThemeAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction'>> };

export const DEFAULT_THEME_STATE: ThemeState = { dense: false, direction: 'ltr', paletteMode: 'light' };

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === DEFAULT_THEME_STATE.dense ? state : { ...state, dense: DEFAULT_THEME_STATE.dense };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      if (paletteMode === state.paletteMode && direction === state.direction) return state;
      return { ...state, paletteMode, direction };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}

/** The colour-mode preference: a scheme, or whatever the operating system says. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

/** localStorage key and cookie name of the colour mode; the cookie lets the server render the reader's scheme. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';
export const DIRECTION_STORAGE_KEY = 'mui-direction';
export const DENSE_STORAGE_KEY = 'mui-dense';

export function parseColorMode(value: unknown): ColorMode | null {
  return (COLOR_MODES as readonly unknown[]).includes(value) ? (value as ColorMode) : null;
}

export function parseDirection(value: unknown): Direction | null {
  return value === 'ltr' || value === 'rtl' ? value : null;
}
