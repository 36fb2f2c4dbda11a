/**
 * The docs theme. Colours are CSS variables for both schemes, selected by the
 * `data-mui-color-scheme` attribute on <html>, so the server can render one
 * stylesheet and the right scheme is chosen before first paint. Breakpoints,
 * z-index, spacing, transitions, shadows and the Roboto 14 px type scale are
 * MUI's defaults, which are the values the specification lists.
 */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
// Types theme.vars and getColorSchemeSelector, which CSS-variable themes always have.
import type {} from '@mui/material/themeCssVarsAugmentation';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export interface DocsThemeOptions {
  direction?: 'ltr' | 'rtl';
  dense?: boolean;
  colorSchemes?: ThemeOptions['colorSchemes'];
}

const FONT_FAMILY = ['Roboto', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Arial', 'sans-serif'].join(',');

export function createDocsTheme({ direction = 'ltr', colorSchemes = { light: true, dark: true } }: DocsThemeOptions = {}) {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes,
    direction,
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 8 },
  });
}
