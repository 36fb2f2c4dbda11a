import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createDocsTheme } from '~/shell/theme/create-docs-theme';
import { useChangeTheme, useThemeState } from '~/shell/theme/DocsThemeProvider';
import { DEFAULT_THEME_STATE, parseColorMode, parseDirection, themeReducer, type ThemeAction } from '~/shell/theme/theme-state';

describe('themeReducer', () => {
  it('sets and resets density', () => {
    const dense = themeReducer(DEFAULT_THEME_STATE, { type: 'SET_DENSE', payload: true });
    expect(dense).toEqual({ ...DEFAULT_THEME_STATE, dense: true });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toEqual(DEFAULT_THEME_STATE);
  });

  it('changes palette mode and direction together or apart', () => {
    const dark = themeReducer(DEFAULT_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } });
    expect(dark).toEqual({ dense: false, direction: 'ltr', paletteMode: 'dark' });
    const both = themeReducer(dark, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'rtl' } });
    expect(both).toEqual({ dense: false, direction: 'rtl', paletteMode: 'light' });
  });

  it('returns the very same object when nothing changes', () => {
    const state = { ...DEFAULT_THEME_STATE };
    expect(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } })).toBe(state);
    expect(themeReducer(state, { type: 'CHANGE', payload: {} })).toBe(state);
    expect(themeReducer(state, { type: 'SET_DENSE', payload: false })).toBe(state);
    expect(themeReducer(state, { type: 'RESET_DENSITY' })).toBe(state);
  });

  it('throws on an unknown action type', () => {
    expect(() => themeReducer(DEFAULT_THEME_STATE, { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeAction)).toThrow(
      'Unrecognized type TOGGLE_EVERYTHING',
    );
  });
});

describe('the theme hooks', () => {
  it('throw outside the provider', () => {
    const ReadsState = () => (useThemeState(), null);
    const Dispatches = () => (useChangeTheme(), null);
    expect(() => renderToString(createElement(ReadsState))).toThrow('Forgot to wrap component in ThemeProvider');
    expect(() => renderToString(createElement(Dispatches))).toThrow('Forgot to wrap component in ThemeProvider');
  });
});

describe('createDocsTheme', () => {
  it('builds a CSS-variables theme with both schemes and the spec constants from MUI', () => {
    const theme = createDocsTheme();
    expect(theme.vars).toBeDefined();
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.spacing(1)).toMatch(/\b8px\b/);
    expect(theme.transitions.duration.shortest).toBe(150);
    expect(theme.transitions.duration.complex).toBe(375);
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.fontFamily).toMatch(/^Roboto,/);
    expect(theme.shadows).toHaveLength(25); // "none" plus 24 elevations
  });

  it('writes text on every palette colour at 4.5:1 or more, in both schemes', () => {
    const theme = createDocsTheme();
    const weak = (['light', 'dark'] as const).flatMap((scheme) => {
      const palette = theme.colorSchemes[scheme]?.palette;
      return (['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)
        .map((name) => ({ name, ratio: palette ? getContrastRatio(palette[name].main, palette[name].contrastText) : 0 }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ name, ratio }) => `${scheme} ${name}: ${ratio.toFixed(2)}`);
    });
    expect(weak).toEqual([]);
  });

  it('makes components smaller in dense mode and flips direction', () => {
    const dense = createDocsTheme({ dense: true, direction: 'rtl' });
    expect(dense.direction).toBe('rtl');
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dense.components?.MuiDataGrid?.defaultProps?.density).toBe('compact');
    expect(createDocsTheme().components?.MuiButton).toBeUndefined();
    // Normal mode leaves the density to each grid, so that its initialState.density holds.
    expect(createDocsTheme().components?.MuiDataGrid?.defaultProps).not.toHaveProperty('density');
  });

  it('throws when the default colour scheme is missing', () => {
    expect(() => createDocsTheme({ colorSchemes: { dark: true } })).toThrow('The theme has no default colour scheme');
    expect(() => createDocsTheme({ colorSchemes: { light: true }, defaultColorScheme: 'dark' })).toThrow('colorSchemes.dark is missing');
  });
});

describe('stored theme values', () => {
  it('accept only known modes and directions', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('system')).toBe('system');
    expect(parseColorMode('DARK')).toBeNull();
    expect(parseColorMode('<script>')).toBeNull();
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('up')).toBeNull();
  });
});
