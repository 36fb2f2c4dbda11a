/**
 * The docs theme. Colours are CSS variables for both schemes, selected by the
 * `data-mui-color-scheme` attribute on <html>, so the server renders one
 * stylesheet and the right scheme is chosen before first paint. Breakpoints,
 * z-index, spacing, transitions, shadows and the Roboto 14 px type scale are
 * MUI's defaults, which are the values the specification lists: they are
 * read from the theme, never copied.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types theme.vars and getColorSchemeSelector, which CSS-variable themes always have.
import type {} from '@mui/material/themeCssVarsAugmentation';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { COLOR_SCHEME_ATTRIBUTE, type Direction } from './theme-state';

export interface DocsThemeOptions {
  direction?: Direction;
  dense?: boolean;
  colorSchemes?: ThemeOptions['colorSchemes'];
  defaultColorScheme?: 'light' | 'dark';
}

const FONT_FAMILY = ['Roboto', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Arial', 'sans-serif'].join(',');

/**
 * On a docs page the headings are the page's: text a component displays in a
 * heading variant (the pickers' toolbar shows the date as an h4) must not
 * enter the page's outline between its h2 and h3. A demo that means a heading
 * names its element with `component`.
 */
const IN_PAGE_TYPOGRAPHY: ThemeOptions['components'] = {
  MuiTypography: { defaultProps: { variantMapping: { h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p' } } },
};

/**
 * The site's Content-Security-Policy forbids eval. Left to itself, each grid probes for it once
 * (`new Function('return true')` in its filter code), and the browser files a CSP violation even
 * though the grid catches the error and filters the same way without it.
 */
const GRID_DEFAULT_PROPS = { disableEval: true } as const;

/**
 * Controls that draw no focus state of their own, so a keyboard reader tabs to them and sees
 * nothing: TablePagination's rows-per-page menu in Material UI 7 (its select resets the browser's
 * outline and sets no other style; every paginated grid's footer shows one), and in 8.7.0 the AM
 * and PM buttons of the time picker's toolbar (they turn off the ripple that marks the focus of
 * the other toolbar buttons) and the time clock's dial (the focus is on a list of no height inside
 * it, styled `outline: none`). The pickers' accessibility page and the pagination page document
 * these overrides.
 */
const VISIBLE_FOCUS: ThemeOptions['components'] = {
  MuiTablePagination: {
    styleOverrides: {
      select: ({ theme }) => ({ '&:focus-visible': { ...focusRing(theme), borderRadius: 4 } }),
    },
  },
  MuiTimePickerToolbar: {
    styleOverrides: {
      ampmSelection: ({ theme }) => ({ '& .Mui-focusVisible': focusRing(theme) }),
    },
  },
  MuiClock: {
    styleOverrides: {
      clock: ({ theme }) => ({ '&:has(.MuiClock-wrapper:focus-visible)': focusRing(theme) }),
    },
  },
};

function focusRing(theme: Theme) {
  return { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 };
}

/** Dense mode: the same components, one size down, through their default props. */
const DENSE_COMPONENTS: ThemeOptions['components'] = {
  ...IN_PAGE_TYPOGRAPHY,
  ...VISIBLE_FOCUS,
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  // The pickers' fields are not MuiTextField: they take the same size through their own key.
  MuiPickersTextField: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiDataGrid: { defaultProps: { ...GRID_DEFAULT_PROPS, density: 'compact' } },
};

/**
 * Normal mode leaves the grid's density to the demo. A `density` default prop
 * would control it: a demo's `initialState.density` and its `setDensity` calls
 * would do nothing. Leaving dense mode remounts the demos instead (DemoRoot),
 * since a grid keeps the density a prop gave it once the prop goes away.
 */
const NORMAL_COMPONENTS: ThemeOptions['components'] = {
  ...IN_PAGE_TYPOGRAPHY,
  ...VISIBLE_FOCUS,
  MuiDataGrid: { defaultProps: GRID_DEFAULT_PROPS },
};

/**
 * Material's palettes, with text on a filled colour (chips, buttons, badges) chosen for WCAG AA:
 * white where it reaches 4.5:1, dark text otherwise. Material's threshold is 3, which keeps white
 * on the light scheme's warning orange (3.1:1) and info blue (3.9:1) and on the dark scheme's
 * error red (3.7:1).
 */
const AA_TEXT_CONTRAST = 4.5;
const DEFAULT_COLOR_SCHEMES: ThemeOptions['colorSchemes'] = {
  light: { palette: { contrastThreshold: AA_TEXT_CONTRAST } },
  dark: { palette: { contrastThreshold: AA_TEXT_CONTRAST } },
};

export function createDocsTheme({
  direction = 'ltr',
  dense = false,
  colorSchemes = DEFAULT_COLOR_SCHEMES,
  defaultColorScheme = 'light',
}: DocsThemeOptions = {}) {
  if (!colorSchemes?.[defaultColorScheme]) {
    throw new Error(`The theme has no default colour scheme: colorSchemes.${defaultColorScheme} is missing.`);
  }
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes,
    defaultColorScheme,
    direction,
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 8 },
    components: dense ? DENSE_COMPONENTS : NORMAL_COMPONENTS,
  });
}
