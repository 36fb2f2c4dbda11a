import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './theme-state';

/**
 * For readers in "system" mode without JavaScript: nothing sets the scheme
 * attribute, so the dark variables also apply under the dark media query
 * whenever no attribute is present.
 */
export function SystemSchemeFallback() {
  const theme = useTheme();
  const darkSelector = `[${COLOR_SCHEME_ATTRIBUTE}="dark"]`;
  const sheets = theme.generateStyleSheets?.() ?? [];
  const dark = sheets.find((sheet) => Object.hasOwn(sheet, darkSelector)) as Record<string, object> | undefined;
  if (!dark) return null;
  return (
    <GlobalStyles
      styles={{
        '@media (prefers-color-scheme: dark)': { [`:root:not([${COLOR_SCHEME_ATTRIBUTE}])`]: dark[darkSelector] },
      }}
    />
  );
}
